import { z } from 'zod';
import { ADDRESS_LABEL_MAX, accountMessages as m } from './account-messages';
import { DoctorSummary } from './auth-schemas';
import { ShippingAddressInput } from './checkout-schemas';
import { OrderAddress } from './order-schemas';
import { lineText } from './text-field-schemas';

/** The signed-in doctor's own account, as the account page shows it: the summary and the rest. */
export const AccountDetails = DoctorSummary.extend({
  licenseNumber: z.string().nullable(),
  collegeName: z.string().nullable(),
  provinceState: z.string().nullable(),
  licenseExpiryDate: z.string().nullable(),
  practiceName: z.string().nullable(),
  practiceAddress: z.string().nullable(),
  /** The practice address in parts (issue 38): province or state and country by their codes. */
  practiceStreet: z.string().nullable(),
  practiceCity: z.string().nullable(),
  practiceRegion: z.string().nullable(),
  practicePostalCode: z.string().nullable(),
  practiceCountry: z.string().nullable(),
  /**
   * A practice address with a part missing (one registered as a line, or not split by migration
   * 0043): the account page asks the doctor to complete it.
   */
  practiceAddressIncomplete: z.boolean(),
  memberSince: z.string(),
  /**
   * The months (YYYY-MM) the account page offers statements of, newest first: the shop's current
   * month and those before it back to the month the account was made, at most STATEMENT_MONTHS_OFFERED.
   */
  statementMonths: z.array(z.string()),
});
export type AccountDetails = z.infer<typeof AccountDetails>;

/** An address as the checkout form holds it: every part a string, empty where nothing is known. */
export const PrefillAddress = OrderAddress.required();
export type PrefillAddress = z.infer<typeof PrefillAddress>;

/** An address-book entry as written: a shipping address (checkout's rules) with a name. */
export const SavedAddressInput = ShippingAddressInput.extend({
  label: lineText(m.addressLabel).trim().min(1, m.addressLabel).max(ADDRESS_LABEL_MAX, m.addressLabelTooLong),
}).strict();
export type SavedAddressInput = z.input<typeof SavedAddressInput>;

export const SavedAddress = PrefillAddress.extend({
  id: z.number().int(),
  label: z.string(),
  clinicName: z.string().nullable(),
  updatedAt: z.string(),
});
export type SavedAddress = z.infer<typeof SavedAddress>;

export const SavedAddressList = z.object({ addresses: z.array(SavedAddress) });
export type SavedAddressList = z.infer<typeof SavedAddressList>;

/**
 * What checkout starts with: the account's name and e-mail; the phone, institution number, card
 * holder and addresses of the last order, or for a first order the registered practice. Never a card
 * or bank number (docs/decisions/014-card-and-bank-data.md).
 */
export const CheckoutPrefill = z.object({
  doctorName: z.string(),
  doctorEmail: z.string(),
  doctorPhone: z.string(),
  institutionNumber: z.string(),
  cardholderName: z.string(),
  shippingAddress: PrefillAddress,
  billingSameAsShipping: z.boolean(),
  billingAddress: PrefillAddress.nullable(),
  /** Where the addresses came from. */
  source: z.enum(['lastOrder', 'practice']),
  /** The address book, to pick from. */
  savedAddresses: z.array(SavedAddress),
  /**
   * The countries the shop ships to, by name ("Canada"), as the shipping address's Country offers
   * them: those of the shipping zones; none while no zone is configured (the shop ships anywhere
   * and the Country is typed).
   */
  shippingCountries: z.array(z.string()),
});
export type CheckoutPrefill = z.infer<typeof CheckoutPrefill>;
