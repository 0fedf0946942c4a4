/**
 * The order screens' own words for a practice's order (issue 39): the doctor's order page and the
 * admin's order desk. The order screens' other words are the contract's (`ordersScreenMessages`,
 * `orderPlacedMessages`, shared with the e-mails), and the PO number's label is the one the
 * documents print (`documentMessages.poNumber`).
 */
export const practiceOrderMessages = {
  title: 'Practice',
  practiceName: 'Practice',
  placedBy: 'Placed by',
  signedOffBy: 'Signed off by',
} as const;
