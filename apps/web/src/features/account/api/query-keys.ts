/** Every cached read of the signed-in doctor's own account starts with this key. */
export const accountQueryKey = ['account'] as const;

/** The address book's key; the checkout's starting values carry the book too, under the same account. */
export const savedAddressesQueryKey = (accountId: number) =>
  [...accountQueryKey, accountId, 'addresses'] as const;
