import { COUNTRY_CODES } from './regions';

/**
 * The texts of shipping zones, tax rates, tax exemptions and the checkout's quote (issue 37): the
 * server's answers and the dashboard's and checkout's forms show the same words. Zod-free.
 */
export const chargesMessages = {
  zoneNameRequired: 'Enter the zone’s name',
  rateNameRequired: 'Enter the tax’s name as the invoice prints it (HST, GST, Sales tax)',
  nameTooLong: (max: number) => `Name must be at most ${max} characters`,
  country: `Country must be one of: ${COUNTRY_CODES.join(', ')}`,
  region: (country: string) =>
    `Each state or province must be a code of ${country}, such as ${country}-${country === 'CA' ? 'ON' : 'MA'}`,
  regionRepeated: 'Each state or province may be listed once',
  regionsTooMany: 'A zone may list at most 100 states or provinces',
  regionTaken: (region: string, zone: string) => `${region} is already in the zone “${zone}”`,
  countryTaken: (zone: string) => `The whole country is already the zone “${zone}”`,
  rate: {
    required: 'Enter the shipping rate',
    format: 'Shipping rate must be an amount such as 15.00',
    notPositive: 'Shipping rate cannot be negative',
    tooLarge: 'Shipping rate is too large',
  },
  freeOver: {
    required: 'Free shipping threshold must be an amount such as 500.00',
    format: 'Free shipping threshold must be an amount such as 500.00',
    notPositive: 'Free shipping threshold cannot be below zero',
    tooLarge: 'Free shipping threshold is too large',
  },
  coldChainSurcharge: {
    required: 'Cold-chain surcharge must be an amount such as 25.00',
    format: 'Cold-chain surcharge must be an amount such as 25.00',
    notPositive: 'Cold-chain surcharge cannot be negative',
    tooLarge: 'Cold-chain surcharge is too large',
  },
  ratePercentRequired: 'Enter the tax rate as a percentage',
  ratePercent: 'Tax rate must be a percentage from 0 to 30 with at most three decimals',
  appliesToShipping: 'Applies to shipping must be true or false',
  nothingToChange: 'Send at least one field to change',
  zoneNotFound: 'Shipping zone not found',
  taxRateNotFound: 'Tax rate not found',
  zoneCreated: 'Shipping zone added',
  zoneUpdated: 'Shipping zone saved',
  zoneDeleted: 'Shipping zone deleted',
  taxRateCreated: 'Tax rate added',
  taxRateUpdated: 'Tax rate saved',
  taxRateDeleted: 'Tax rate deleted',
  exemptionNumberRequired: 'Enter the exemption certificate’s number',
  exemptionNumberTooLong: 'Certificate number must be at most 50 characters',
  exemptionExpiry: 'Expiry date must be a date written as YYYY-MM-DD',
  exemptionExpired: 'Expiry date cannot be in the past',
  exemptionSaved: 'Tax exemption saved',
  exemptionRemoved: 'Tax exemption removed',
  doctorNotFound: 'Doctor not found',
  notShipped: 'We do not ship to this address. Choose an address in a state or province we ship to.',
  examplesLoaded: 'Example shipping zones and tax rates loaded',
  examplesRefused: 'Example settings can be loaded only while no shipping zone or tax rate exists',
} as const;
