/** Texts of the e-mails the shop sends (decision 017). */
export interface EmailMessage {
  template: string;
  to: string;
  subject: string;
  bodyText: string;
}

export function registrationReceivedEmail(shopName: string, to: string, fullName: string): EmailMessage {
  return {
    template: 'registration-received',
    to,
    subject: `${shopName}: we received your registration`,
    bodyText: [
      `Dear ${fullName},`,
      '',
      `Thank you for registering with ${shopName}. Our team verifies every licence before an`,
      'account can place orders; you will receive another e-mail as soon as your account is approved.',
      '',
      'Meanwhile you can sign in, browse the catalogue and fill your cart.',
      '',
      `— The ${shopName} team`,
    ].join('\n'),
  };
}

export function registrationApprovedEmail(shopName: string, to: string, fullName: string): EmailMessage {
  return {
    template: 'registration-approved',
    to,
    subject: `${shopName}: your account is approved`,
    bodyText: [
      `Dear ${fullName},`,
      '',
      `Your ${shopName} account has been approved. You can now sign in and place orders;`,
      'each order is reviewed by our team before processing.',
      '',
      `— The ${shopName} team`,
    ].join('\n'),
  };
}

export interface OrderEmailLine {
  productName: string;
  quantity: number;
  totalPrice: string;
}

export interface OrderEmailFacts {
  orderNumber: string;
  totalAmount: string;
  lines: OrderEmailLine[];
  formatMoney: (amount: string) => string;
}

/** The order's lines as plain text. No payment data ever goes into an e-mail. */
function orderLines(order: OrderEmailFacts): string[] {
  return [
    ...order.lines.map(
      (line) => `  ${line.quantity} × ${line.productName} — ${order.formatMoney(line.totalPrice)}`,
    ),
    `  Total: ${order.formatMoney(order.totalAmount)}`,
  ];
}

export function orderReceivedEmail(
  shopName: string,
  to: string,
  doctorName: string,
  order: OrderEmailFacts,
): EmailMessage {
  return {
    template: 'order-received',
    to,
    subject: `${shopName}: we received your order ${order.orderNumber}`,
    bodyText: [
      `Dear ${doctorName},`,
      '',
      `Thank you for your order ${order.orderNumber}. Our team reviews every order before processing;`,
      'you will receive another e-mail as soon as it is approved.',
      '',
      ...orderLines(order),
      '',
      `— The ${shopName} team`,
    ].join('\n'),
  };
}

export function newOrderNoticeEmail(
  shopName: string,
  inbox: string,
  doctor: { name: string; email: string },
  order: OrderEmailFacts,
): EmailMessage {
  return {
    template: 'order-received-notice',
    to: inbox,
    subject: `${shopName}: new order ${order.orderNumber} awaits review`,
    bodyText: [
      `${doctor.name} <${doctor.email}> placed order ${order.orderNumber}. It is pending your review in`,
      'the admin dashboard (Order Management).',
      '',
      ...orderLines(order),
    ].join('\n'),
  };
}

export function orderCancelledNoticeEmail(
  shopName: string,
  inbox: string,
  doctor: { name: string; email: string },
  orderNumber: string,
  previousStatus: string,
): EmailMessage {
  return {
    template: 'order-cancelled-notice',
    to: inbox,
    subject: `${shopName}: order ${orderNumber} was cancelled by the doctor`,
    bodyText: [
      `${doctor.name} <${doctor.email}> cancelled order ${orderNumber} (it was ${previousStatus}).`,
      'Its card number and CVC have been destroyed; nothing further needs to be charged or shipped.',
    ].join('\n'),
  };
}
