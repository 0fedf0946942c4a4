import type {
  AccountDetails,
  CheckoutPrefill,
  PrefillAddress,
  SavedAddressInput,
} from '@shop/contract/account-schemas';
import { accountMessages } from '@shop/contract/account-messages';
import { practiceMessages } from '@shop/contract/practice-messages';
import { DEFAULT_COUNTRY } from '@shop/contract/checkout-schemas';
import type { PracticeAddressBody } from '@shop/contract/auth-schemas';
import { ADDRESS_PARTS, PRACTICE_ADDRESS_PARTS, practiceAddressColumns } from '@shop/contract/postal-address';
import {
  COUNTRY_CODES,
  type CountryCode,
  countryName,
  regionOf,
  subdivisionName,
} from '@shop/contract/regions';
import { recentMonths } from '@shop/contract/statements';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { PostalAddress } from '../../db/schema/orders';
import { conflict, notFound } from '../../lib/app-error';
import { dateIn } from '../../lib/clock';
import type { CurrentUser } from '../../plugins/session-store';
import { listZones } from '../charges/charges.service';
import {
  deleteSavedAddress,
  findAccount,
  findCheckoutPrefillSource,
  insertSavedAddress,
  listSavedAddresses,
  updatePracticeAddress,
  updateSavedAddress,
  type SavedAddressValues,
} from './account.repository';

/**
 * A doctor's own account: what it holds, its address book, and what checkout starts with. Every call
 * acts on the signed-in doctor's rows only; another account's address is a 404, as a missing one is.
 */

type AddressInput = z.output<typeof SavedAddressInput>;

/**
 * The signed-in doctor's account, with the months it has statements of in the shop's calendar
 * (`today` and `timeZone`): from the month it was made to the current one.
 */
export async function getAccount(
  db: Db,
  user: CurrentUser,
  calendar: { today: string; timeZone: string },
): Promise<AccountDetails> {
  const row = await findAccount(db, user.id);
  if (!row) throw notFound(accountMessages.loadFailed);
  const { createdAt, ...account } = row;
  const firstMonth = dateIn(calendar.timeZone, createdAt).slice(0, 7);
  return {
    ...account,
    practiceAddressIncomplete:
      account.practiceAddress !== null && PRACTICE_ADDRESS_PARTS.some((part) => !account[part]),
    memberSince: createdAt.toISOString(),
    statementMonths: recentMonths(calendar.today).filter((month) => month >= firstMonth),
  };
}

/**
 * The signed-in doctor completes or corrects the registered practice address (issue 38): the parts,
 * and the one line composed from them that the admin's screens show. Answers the account as it is then.
 */
export async function changePracticeAddress(
  db: Db,
  user: CurrentUser,
  input: z.output<typeof PracticeAddressBody>,
  calendar: { today: string; timeZone: string },
): Promise<AccountDetails> {
  if (!(await updatePracticeAddress(db, user.id, practiceAddressColumns(input)))) {
    throw notFound(accountMessages.loadFailed);
  }
  return getAccount(db, user, calendar);
}

const valuesOf = (input: AddressInput): SavedAddressValues => ({
  label: input.label,
  clinicName: input.clinicName ?? null,
  street: input.street,
  city: input.city,
  state: input.state,
  zipCode: input.zipCode,
  country: input.country,
});

/** The address book is the member's practice's (issue 39): every member reads and keeps it. */
function addressBookOf(user: CurrentUser) {
  if (!user.practice) throw notFound(practiceMessages.noPractice);
  return user.practice.id;
}

export async function getSavedAddresses(db: Db, user: CurrentUser) {
  return { addresses: await listSavedAddresses(db, addressBookOf(user)) };
}

export async function addSavedAddress(db: Db, user: CurrentUser, input: AddressInput) {
  const book = { practiceId: addressBookOf(user), userId: user.id };
  const row = await insertSavedAddress(db, book, valuesOf(input));
  if (!row) throw conflict(accountMessages.addressLimit);
  return row;
}

export async function changeSavedAddress(db: Db, user: CurrentUser, id: number, input: AddressInput) {
  const row = await updateSavedAddress(db, addressBookOf(user), id, valuesOf(input));
  if (!row) throw notFound(accountMessages.addressNotFound);
  return row;
}

export async function removeSavedAddress(db: Db, user: CurrentUser, id: number) {
  if (!(await deleteSavedAddress(db, addressBookOf(user), id))) {
    throw notFound(accountMessages.addressNotFound);
  }
}

/** An address as the checkout form holds it; the country defaults to the shop's. */
const formAddress = (address: Partial<PostalAddress>): PrefillAddress => ({
  clinicName: address.clinicName ?? '',
  street: address.street ?? '',
  city: address.city ?? '',
  state: address.state ?? '',
  zipCode: address.zipCode ?? '',
  country: address.country || DEFAULT_COUNTRY,
});

/**
 * What checkout starts with: the account's name and e-mail; the phone, institution number, card
 * holder and addresses of the latest order; for a first order, the registered practice (its name,
 * address and province or state, with the country that region belongs to). Card and bank numbers
 * are never part of it (decision 014). The address book comes with it, to pick from.
 */
export async function getCheckoutPrefill(db: Db, user: CurrentUser): Promise<CheckoutPrefill> {
  const [source, zones] = await Promise.all([findCheckoutPrefillSource(db, user.id), listZones(db)]);
  if (!source) throw notFound(accountMessages.loadFailed);
  const { lastOrder: last, savedAddresses } = source;
  // The countries of the shipping zones, in the shop's order of countries (docs/product.md, Checkout).
  const zoned = new Set(zones.map((zone) => zone.country));
  const shippingCountries = COUNTRY_CODES.filter((code) => zoned.has(code)).map(countryName);
  const identity = {
    doctorName: user.fullName,
    doctorEmail: user.email,
    savedAddresses,
    shippingCountries,
  };
  if (last) {
    const shipping = formAddress(last.shippingAddress);
    const billing = last.billingAddress === null ? null : formAddress(last.billingAddress);
    // An order placed with "same as shipping" stores the shipping address as its billing address.
    const sameAsShipping =
      billing === null || ADDRESS_PARTS.every((part) => billing[part] === shipping[part]);
    return {
      ...identity,
      doctorPhone: last.doctorPhone ?? '',
      institutionNumber: last.institutionNumber ?? '',
      cardholderName: last.cardholderName ?? '',
      shippingAddress: shipping,
      billingSameAsShipping: sameAsShipping,
      billingAddress: sameAsShipping ? null : billing,
      source: 'lastOrder',
    };
  }
  // The practice address's parts where it has them (issue 38); else, as for an address registered
  // as one line, that line as the street and the registered province or state with its country.
  const region = regionOf(source.provinceState);
  const country = source.practiceCountry as CountryCode | null;
  const practiceState =
    country && source.practiceRegion ? subdivisionName(`${country}-${source.practiceRegion}`) : undefined;
  return {
    ...identity,
    doctorPhone: '',
    institutionNumber: '',
    cardholderName: '',
    shippingAddress: formAddress({
      clinicName: source.practiceName ?? undefined,
      street: source.practiceStreet ?? source.practiceAddress ?? undefined,
      city: source.practiceCity ?? undefined,
      state: practiceState ?? region?.region ?? source.provinceState ?? undefined,
      zipCode: source.practicePostalCode ?? undefined,
      country: country ? countryName(country) : region?.country,
    }),
    billingSameAsShipping: true,
    billingAddress: null,
    source: 'practice',
  };
}
