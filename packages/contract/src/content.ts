/**
 * The shop's own contact details, hours, response times and policy figures, written once
 * (docs/product.md, Content: every support text comes from this module). The product's copy gives
 * different hours and response times on different pages; each text keeps its page's wording, and the
 * shop owner changes them here, in one place.
 */
export const shopContact = {
  supportEmail: 'support@medora-supply.example',
  /** Shown as written; `supportPhoneHref` is the same number for a `tel:` link. */
  supportPhone: '+1 (800) 555-0142',
  supportPhoneHref: '+18005550142',
  /** The footer's and the FAQ's support hours. */
  supportHours: 'Monday-Friday 8 AM-6 PM EST',
  /** The contact page's note of its hours. */
  contactPageHours: '9am-6pm EST, Monday-Friday',
} as const;

/** How soon the shop answers, as each page words it. */
export const responseTimes = {
  /** The FAQ's answer about e-mail support. */
  faqEmailReply: 'within 4 hours',
  /** The contact page's phone and e-mail cards. */
  contactCard: 'Response within 1-2 business days',
  /** The contact page's 'Fast Response' point and its success text. */
  contactMessage: 'within 2 hours',
} as const;

/** The order policy figures the FAQ states (copy: the screens do not enforce them). */
export const policyFigures = {
  orderProcessing: '24-48 hours',
  cancellationWindow: '2 hours',
  returnWindow: '14 days',
  delivery: '2-5 business days',
  /** How long a new doctor account usually waits for its review (the shop owner's figure). */
  accountReview: '1-2 business days',
} as const;
