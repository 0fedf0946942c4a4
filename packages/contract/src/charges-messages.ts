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

/** A rate as a person reads it: "13.000" is 13%, "9.975" is 9.975%, "6.250" is 6.25%. */
export function percentText(rate: string): string {
  const [whole = '0', fraction = ''] = rate.trim().split('.');
  const digits = fraction.replace(/0+$/, '');
  return `${Number(whole)}${digits ? `.${digits}` : ''}%`;
}

/** The words of an order's charges where the doctor and the desk read them (checkout, orders, cart). */
export const chargesScreenMessages = {
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  freeShipping: 'Free',
  total: 'Total',
  /** "HST (13%)". */
  taxLine: (name: string, rate: string) => `${name} (${percentText(rate)})`,
  exemption: 'Tax exemption certificate',
  addedAtCheckout: 'Shipping and tax are added at checkout',
  shipsRefrigerated: 'Ships refrigerated',
  quoteLoading: 'Calculating shipping and tax',
  quoteNeedsState: 'Shipping and tax are calculated once the shipping address has a state or province.',
  quoteFailed: 'Shipping and tax could not be calculated. Check your connection and try again.',
  quoteRetry: 'Try again',
  shippingAndTax: (shipping: string, tax: string) => `Shipping ${shipping}, tax ${tax}`,
} as const;

/**
 * The admin's words for the charges (issue 37): the dashboard's Settings tab, the product form's
 * tax class and cold chain, the Doctors tab's tax exemption. Only the admin's chunks import them.
 */
export const chargesAdminMessages = {
  tab: 'Settings',
  intro:
    'Where the shop ships and what it charges: shipping by zone, sales taxes by place, and the monthly tax report.',
  loadExamples: 'Load example settings',
  loadExamplesHint:
    'Adds shipping zones for the United States and Canada and the Canadian sales taxes, to edit as you need.',
  loadExamplesFailed: 'Example settings could not be loaded',
  zones: {
    title: 'Shipping zones',
    columns: ['Name', 'Country', 'States/provinces', 'Rate', 'Free over', 'Cold-chain surcharge', 'Actions'],
    numeric: ['Rate', 'Free over', 'Cold-chain surcharge'],
    empty: 'No shipping zones: shipping is free everywhere.',
    loadFailed: 'Shipping zones could not be loaded',
    loading: 'Loading shipping zones',
    wholeCountry: 'Whole country',
    add: 'Add zone',
    addTitle: 'Add a shipping zone',
    editTitle: (name: string) => `Edit ${name}`,
    dialogDescription:
      'A flat rate per order for the states or provinces listed (none: the whole country), free over a subtotal if you set one.',
    save: 'Save zone',
    deleteTitle: 'Delete this shipping zone?',
    deleteText:
      'Orders it priced keep their shipping. Addresses it covered are then shipped free unless another zone covers them.',
    createFailed: 'The shipping zone could not be added',
    updateFailed: 'The shipping zone could not be saved',
    deleteFailed: 'The shipping zone could not be deleted',
    name: 'Name',
    country: 'Country',
    regions: 'States or provinces',
    regionsHint: 'Codes separated by commas, such as US-MA, US-NY; leave blank for the whole country.',
    rate: 'Shipping rate',
    freeOver: 'Free shipping over',
    freeOverHint: 'The order subtotal from which shipping is free; leave blank for never.',
    coldChainSurcharge: 'Cold-chain surcharge',
    coldChainSurchargeHint: 'Added once to an order holding a cold-chain product.',
  },
  rates: {
    title: 'Tax rates',
    columns: ['Name', 'Country', 'State/province', 'Rate', 'Applies to shipping', 'Actions'],
    numeric: ['Rate'],
    empty: 'No tax rates: no tax is charged.',
    loadFailed: 'Tax rates could not be loaded',
    loading: 'Loading tax rates',
    allOf: (country: string) => `All of ${country}`,
    add: 'Add tax rate',
    addTitle: 'Add a tax rate',
    editTitle: (name: string) => `Edit ${name}`,
    dialogDescription:
      'A sales tax charged on standard-rated lines shipped to its country, or to one state or province of it.',
    save: 'Save tax rate',
    deleteTitle: 'Delete this tax rate?',
    deleteText: 'Orders it taxed keep their taxes.',
    createFailed: 'The tax rate could not be added',
    updateFailed: 'The tax rate could not be saved',
    deleteFailed: 'The tax rate could not be deleted',
    name: 'Name',
    nameHint: 'As the invoice prints it: HST, GST, Sales tax.',
    country: 'Country',
    region: 'State or province',
    regionHint: 'A code such as US-MA or CA-ON; leave blank for the whole country.',
    ratePercent: 'Rate (%)',
    ratePercentHint: 'From 0 to 30, up to three decimals, such as 6.25 or 9.975.',
    appliesToShipping: 'Applies to shipping',
    appliesToShippingHint: 'Shipping is taxed at this rate too.',
    yes: 'Yes',
    no: 'No',
  },
  chooseCountry: 'Choose a country',
  edit: 'Edit',
  editOf: (name: string) => `Edit ${name}`,
  taxReport: {
    title: 'Tax report',
    intro: 'The taxes charged in a month, by tax and place, as a CSV file for the tax return.',
    download: 'Download tax report',
  },
  product: {
    taxClass: 'Tax class',
    taxClassHint: 'Only standard-rated products are taxed.',
    taxClassLabels: { standard: 'Standard', zero: 'Zero-rated', exempt: 'Exempt' },
    coldChain: 'Cold chain (ships refrigerated, 2–8 °C)',
    coldChainHint: 'Its orders pay the zone’s cold-chain surcharge.',
  },
  exemption: {
    column: 'Tax exemption',
    none: 'None',
    summary: (number: string, expiresOn: string) => `${number}, expires ${expiresOn}`,
    expiredSummary: (number: string, expiresOn: string) => `${number}, expired ${expiresOn}`,
    set: 'Set exemption',
    change: 'Change exemption',
    setOf: (name: string) => `Tax exemption of ${name}`,
    description:
      'While the certificate is valid, the orders of this doctor’s practice (every member’s) are charged no tax; invoices print its number.',
    certificateNumber: 'Certificate number',
    expiresOn: 'Expiry date',
    save: 'Save exemption',
    saveFailed: 'The tax exemption could not be saved',
    remove: 'Remove exemption',
    removeOf: (name: string) => `Remove the tax exemption of ${name}`,
    removeText:
      'The next orders of this doctor’s practice are taxed again; orders placed meanwhile keep their taxes.',
    removeFailed: 'The tax exemption could not be removed',
  },
} as const;
