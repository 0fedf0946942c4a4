/**
 * Texts of the doctor's account page (/account) and its address book. Zod-free: the web app's
 * screens import them without the schemas.
 */

/** How many addresses one account may keep. */
export const MAX_SAVED_ADDRESSES = 20;
export const ADDRESS_LABEL_MAX = 60;

export const accountMessages = {
  title: 'My Account',
  detailsHeading: 'Account details',
  licenceHeading: 'Licence',
  practiceHeading: 'Registered practice',
  // The practice address in parts (issue 38): one registered as a line is completed here.
  practiceAddressIncomplete:
    'Please complete your practice address: we need its street, city, province or state, postal code and country in their own fields to fill in your checkout.',
  completePracticeAddress: 'Complete address',
  editPracticeAddress: 'Edit address',
  savePracticeAddress: 'Save practice address',
  practiceAddressSaved: 'Practice address saved',
  practiceAddressSaveFailed: 'The practice address was not saved',
  addressBookHeading: 'Address book',
  addressBookHint: 'Saved addresses can be picked at checkout. Card and bank numbers are never saved.',
  noAddresses: 'No saved addresses yet.',
  addAddress: 'Add address',
  editAddress: 'Edit address',
  deleteAddress: 'Delete address',
  saveAddress: 'Save address',
  addressSaved: 'Address saved',
  saveFailed: 'The address was not saved',
  saveFailedText: 'Please check the address and try again.',
  deleteFailed: 'The address was not deleted',
  addressNameLabel: 'Address name',
  addressNamePlaceholder: 'Main clinic',
  addressDeleted: 'Address deleted',
  deleteAddressConfirm: (label: string) => `Delete the address "${label}"?`,
  addressLabel: 'Give the address a name, such as Main clinic',
  addressLabelTooLong: `Must be at most ${ADDRESS_LABEL_MAX} characters`,
  addressLimit: `You can keep up to ${MAX_SAVED_ADDRESSES} addresses. Delete one to add another.`,
  addressNotFound: 'Address not found',
  loadFailed: 'Your account could not be loaded',
  savedAddressesLabel: 'Saved addresses',
  pickSavedAddress: 'Use a saved address',
  choosePlaceholder: 'Choose an address…',
  saveToAddressBook: 'Save this address to my address book',
  pendingReview: 'Your account is under review',
  pendingReviewShort: 'Under review',
  pendingReviewText: (duration: string) =>
    `An administrator checks your licence before your first order; this usually takes ${duration}. You can browse and fill your cart meanwhile, and we e-mail you once your account is approved.`,
  myAccount: 'My Account',
  /** The desktop header's button that opens My Account and Supply lists (after the label and e-mail). */
  accountMenu: 'Account menu',
  approved: 'Approved',
} as const;
