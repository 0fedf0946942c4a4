import { policyFigures, responseTimes, shopContact } from '@shop/contract/content';
import { CUSTOMER_CANCELLABLE, ORDER_STATUS_LABELS, type OrderStatus } from '@shop/contract/order-status';

/**
 * The FAQ page's questions (docs/product.md, Content). The figures come from the content module, so
 * the shop owner changes them in one place; the rest says what the shop really does (docs/product.md:
 * Roles, Bulk pricing, Checkout, Orders), so no answer promises a step the shop does not take. This
 * module is imported only by the FAQ screen's chunk.
 */
export interface FaqEntry {
  /** Stable and unique within the page (the list key). */
  id: string;
  question: string;
  /** The answer's paragraphs. */
  answer: readonly string[];
}

export interface FaqTopic {
  id: string;
  title: string;
  entries: readonly FaqEntry[];
}

const labels = (statuses: readonly OrderStatus[], joiner: string) =>
  statuses.map((status) => ORDER_STATUS_LABELS[status]).join(joiner);
const cancellable = labels(CUSTOMER_CANCELLABLE, ' or ');
const statusSteps = `${labels(['pending', 'approved', 'processing', 'shipped', 'delivered'], ', ')}, or ${labels(['declined', 'cancelled'], ' or ')}`;

export const FAQ_TOPICS: readonly FaqTopic[] = [
  {
    id: 'ordering',
    title: 'Ordering',
    entries: [
      {
        id: 'who-can-order',
        question: 'Who can order from us?',
        answer: [
          'Licensed healthcare professionals with an approved doctor account. Anyone can browse the catalogue, search and fill a cart as a guest; signing in is needed to check out.',
        ],
      },
      {
        id: 'place-order',
        question: 'How do I place an order?',
        answer: [
          'Add products to your cart (or use Buy Now on a product), open the cart and choose Proceed to Checkout. Fill in your details, the shipping address and the payment details, then choose Submit Order for Approval.',
          'You receive an email confirming that we have your order, and the order appears under My Orders.',
        ],
      },
      {
        id: 'bulk-pricing',
        question: 'How do bulk discounts work?',
        answer: [
          "Many products have bulk pricing: the product page's table lists each quantity range and its unit price. When the quantity in your cart falls in a range, that range's price applies by itself; if several ranges fit, the one with the highest discount wins. The cart marks such a line BULK.",
        ],
      },
    ],
  },
  {
    id: 'approval',
    title: 'Account and order approval',
    entries: [
      {
        id: 'account-approval',
        question: 'How is my account approved?',
        answer: [
          'Choose Doctor Login, then Create New Account, and register with your license number, college name, license expiry date and practice address. Your professional status is verified at account setup: our team reviews each registration, and you receive an email once your account is approved.',
          'While your account is pending you can sign in, browse and fill your cart; checkout opens as soon as you are approved.',
        ],
      },
      {
        id: 'order-approval',
        question: 'Why does my order need approval?',
        answer: [
          `Every order is reviewed by our team before it is processed, so that medical products reach verified professionals only. A new order is Pending until we approve it; order processing takes ${policyFigures.orderProcessing}.`,
          'You receive an email when your order is approved, with its order number, or when it is declined, with the reason.',
        ],
      },
    ],
  },
  {
    id: 'payment',
    title: 'Payment',
    entries: [
      {
        id: 'how-to-pay',
        question: 'How do I pay for an order?',
        answer: [
          "Orders are paid by credit card. At checkout you enter your card details and your practice's banking information (bank name, account type, account and routing numbers).",
          'Your card is charged when our team approves the order: nothing is charged while the order is pending, and a declined order is not charged.',
        ],
      },
      {
        id: 'payment-security',
        question: 'Is my payment information safe?',
        answer: [
          'Card and bank numbers are stored encrypted, and only our team sees them in full, while it reviews your order. Once an order is approved, declined or cancelled, its full card number and security code are deleted; we keep only the card type, the last four digits, the cardholder and the expiry date.',
          'Our emails never contain payment details.',
        ],
      },
    ],
  },
  {
    id: 'shipping',
    title: 'Shipping and delivery',
    entries: [
      {
        id: 'delivery-time',
        question: 'How long does delivery take?',
        answer: [
          `Order processing takes ${policyFigures.orderProcessing}, and delivery ${policyFigures.delivery} after your order ships.`,
        ],
      },
      {
        id: 'track-order',
        question: 'How can I follow my order?',
        answer: [
          `My Orders lists your orders with their status: ${statusSteps}. An order's page shows its items, addresses and every status change.`,
          'When your order ships we email you, with the carrier and tracking number when we have them.',
        ],
      },
    ],
  },
  {
    id: 'cancellations-returns',
    title: 'Cancellations and returns',
    entries: [
      {
        id: 'cancel-order',
        question: 'Can I cancel an order?',
        answer: [
          `Yes, while it is ${cancellable}: open My Orders or the order's page, choose Cancel Order and confirm. Our cancellation window is ${policyFigures.cancellationWindow}: please cancel within ${policyFigures.cancellationWindow} of ordering, before we start preparing your order.`,
          'Once an order is processing or has shipped it can no longer be cancelled; contact support instead.',
        ],
      },
      {
        id: 'returns',
        question: 'What is your return policy?',
        answer: [
          `You may return products within ${policyFigures.returnWindow} of delivery. Returns are arranged by our support team: call or write to us with your order number and the products you wish to return, and we will tell you how to send them back.`,
        ],
      },
    ],
  },
  {
    id: 'support',
    title: 'Support',
    entries: [
      {
        id: 'contact-support',
        question: 'How can I contact support?',
        answer: [
          `Our support team is available ${shopContact.supportHours}. Call us at ${shopContact.supportPhone} or email ${shopContact.supportEmail}; we reply to emails ${responseTimes.faqEmailReply} during support hours.`,
          'You can also send us a message with the contact form.',
        ],
      },
    ],
  },
];
