/**
 * The shop's own contact details, written once (docs/product.md, Content: support texts come from one
 * content module). The shop owner edits them here.
 */
export const shopContact = {
  supportEmail: 'support@medora-supply.example',
  supportHours: 'Monday-Friday 8 AM-6 PM EST',
} as const;
