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

/** What the doctor is told when an admin decides an order: no payment data, ever. */
export interface OrderDecisionFacts {
  orderNumber: string;
  doctorName: string;
}

export function orderApprovedEmail(shopName: string, to: string, order: OrderDecisionFacts): EmailMessage {
  return {
    template: 'order-approved',
    to,
    subject: `${shopName}: your order ${order.orderNumber} is approved`,
    bodyText: [
      `Dear ${order.doctorName},`,
      '',
      `Your order ${order.orderNumber} has been approved and its payment taken. We are preparing it`,
      'for shipping and will e-mail you again when it leaves our warehouse.',
      '',
      `— The ${shopName} team`,
    ].join('\n'),
  };
}

export function orderDeclinedEmail(
  shopName: string,
  to: string,
  order: OrderDecisionFacts,
  reason: string,
): EmailMessage {
  return {
    template: 'order-declined',
    to,
    subject: `${shopName}: your order ${order.orderNumber} was declined`,
    bodyText: [
      `Dear ${order.doctorName},`,
      '',
      `We are sorry: your order ${order.orderNumber} was declined, and nothing has been charged.`,
      `Reason: ${reason}`,
      '',
      'Reply to this e-mail or use the contact page if you have any questions.',
      '',
      `— The ${shopName} team`,
    ].join('\n'),
  };
}

export function orderShippedEmail(
  shopName: string,
  to: string,
  order: OrderDecisionFacts,
  shipment: { carrier: string | null; trackingNumber: string | null },
): EmailMessage {
  const tracking = [
    shipment.carrier ? `Carrier: ${shipment.carrier}` : null,
    shipment.trackingNumber ? `Tracking number: ${shipment.trackingNumber}` : null,
  ].filter((line): line is string => line !== null);
  return {
    template: 'order-shipped',
    to,
    subject: `${shopName}: your order ${order.orderNumber} has shipped`,
    bodyText: [
      `Dear ${order.doctorName},`,
      '',
      `Your order ${order.orderNumber} is on its way.`,
      ...(tracking.length > 0 ? ['', ...tracking] : []),
      '',
      `— The ${shopName} team`,
    ].join('\n'),
  };
}
