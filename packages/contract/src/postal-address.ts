/**
 * The parts of a postal address (an order's shipping and billing address, an address-book entry),
 * in the order the forms ask for them. Zod-free: the web app's forms use it without the schemas.
 */
export const ADDRESS_PARTS = ['clinicName', 'street', 'city', 'state', 'zipCode', 'country'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

/** An address as the lines of a label: clinic, street, "city, state zip", country; empty parts left out. */
export function addressLines(address: Partial<Record<AddressPart, string>> | null | undefined): string[] {
  if (!address) return [];
  const clean = (value: string | undefined) => value?.trim() ?? '';
  const cityState = [clean(address.city), clean(address.state)].filter(Boolean).join(', ');
  const cityLine = [cityState, clean(address.zipCode)].filter(Boolean).join(' ');
  return [clean(address.clinicName), clean(address.street), cityLine, clean(address.country)].filter(Boolean);
}
