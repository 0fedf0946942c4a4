/**
 * The parts of a postal address (an order's shipping and billing address, an address-book entry),
 * in the order the forms ask for them. Zod-free: the web app's forms use it without the schemas.
 */
export const ADDRESS_PARTS = ['clinicName', 'street', 'city', 'state', 'zipCode', 'country'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];
