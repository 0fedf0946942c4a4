/**
 * The checkout screen's own words for a practice's purchase-order number (issue 39). What the
 * server says too is the contract's: the field's messages (`checkoutFieldMessages`) and its label,
 * the one the invoice prints (`documentMessages.poNumber`).
 */
export const checkoutScreenMessages = {
  poNumberHint: 'Your practice’s purchase-order number, printed on the invoice.',
  poNumberRequiredHint:
    'Your practice asks for its purchase-order number on every order; it is printed on the invoice.',
} as const;
