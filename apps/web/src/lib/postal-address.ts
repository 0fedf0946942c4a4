import { ADDRESS_PARTS, type AddressPart } from '@shop/contract/postal-address';

/** An address as a form holds it: every part a string. */
export type AddressValues = Record<AddressPart, string>;

/** A saved address's parts as a form's values (no clinic name is an empty field). */
export const addressValuesOf = (address: { [K in AddressPart]: string | null }): AddressValues =>
  Object.fromEntries(ADDRESS_PARTS.map((part) => [part, address[part] ?? ''])) as AddressValues;
