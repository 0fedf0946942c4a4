import {
  details,
  emailMessage,
  letter,
  paragraph,
  reviewNotice,
  type EmailBlock,
  type EmailMessage,
  type OrderEmailFacts,
} from '../email/email.layout';

/** The e-mails of an order's life, to the doctor and to the shop's inbox (docs/decisions/017-e-mails.md). */

export function orderReceivedEmail(
  shopName: string,
  to: string,
  doctorName: string,
  order: OrderEmailFacts,
): EmailMessage {
  return letter(
    shopName,
    {
      template: 'order-received',
      to,
      subject: `${shopName}: we received your order ${order.orderNumber}`,
    },
    doctorName,
    [
      paragraph(
        `Thank you for your order ${order.orderNumber}. Our team reviews every order before processing;`,
        'you will receive another e-mail as soon as it is approved.',
      ),
      { kind: 'order', order },
    ],
  );
}

export function newOrderNoticeEmail(
  shopName: string,
  inbox: string,
  doctor: { name: string; email: string },
  order: OrderEmailFacts,
): EmailMessage {
  return reviewNotice(shopName, {
    template: 'order-received-notice',
    to: inbox,
    what: `new order ${order.orderNumber}`,
    doctor,
    did: `placed order ${order.orderNumber}`,
    where: 'Order Management',
    facts: { kind: 'order', order },
  });
}

export function orderCancelledNoticeEmail(
  shopName: string,
  inbox: string,
  doctor: { name: string; email: string },
  orderNumber: string,
  previousStatus: string,
): EmailMessage {
  return emailMessage(
    shopName,
    {
      template: 'order-cancelled-notice',
      to: inbox,
      subject: `${shopName}: order ${orderNumber} was cancelled by the doctor`,
    },
    [
      paragraph(
        `${doctor.name} <${doctor.email}> cancelled order ${orderNumber} (it was ${previousStatus}).`,
        'Its card number and CVC have been destroyed; nothing further needs to be charged or shipped.',
      ),
    ],
  );
}

/** What the doctor is told when an admin decides an order: no payment data, ever. */
export interface OrderDecisionFacts {
  orderNumber: string;
  doctorName: string;
}

/** A letter to the order's doctor about what became of it: the subject names the shop, the order and its news. */
function orderNewsLetter(
  shopName: string,
  to: string,
  order: OrderDecisionFacts,
  news: { template: string; subject: string },
  blocks: EmailBlock[],
): EmailMessage {
  const subject = `${shopName}: your order ${order.orderNumber} ${news.subject}`;
  return letter(shopName, { template: news.template, to, subject }, order.doctorName, blocks);
}

export function orderApprovedEmail(shopName: string, to: string, order: OrderDecisionFacts): EmailMessage {
  return orderNewsLetter(shopName, to, order, { template: 'order-approved', subject: 'is approved' }, [
    paragraph(
      `Your order ${order.orderNumber} has been approved and its payment taken. We are preparing it`,
      'for shipping and will e-mail you again when it leaves our warehouse.',
    ),
  ]);
}

export function orderDeclinedEmail(
  shopName: string,
  to: string,
  order: OrderDecisionFacts,
  reason: string,
): EmailMessage {
  return orderNewsLetter(shopName, to, order, { template: 'order-declined', subject: 'was declined' }, [
    paragraph(`We are sorry: your order ${order.orderNumber} was declined, and nothing has been charged.`),
    details({ label: 'Reason', value: reason }),
    paragraph('Reply to this e-mail or use the contact page if you have any questions.'),
  ]);
}

/** Shipped: carrier and tracking number when the admin gave them; without them no empty labels. */
export function orderShippedEmail(
  shopName: string,
  to: string,
  order: OrderDecisionFacts,
  shipment: { carrier: string | null; trackingNumber: string | null },
): EmailMessage {
  const carrier = shipment.carrier?.trim() ?? '';
  const trackingNumber = shipment.trackingNumber?.trim() ?? '';
  const rows = [
    ...(carrier ? [{ label: 'Carrier', value: carrier }] : []),
    ...(trackingNumber ? [{ label: 'Tracking number', value: trackingNumber }] : []),
  ];
  return orderNewsLetter(shopName, to, order, { template: 'order-shipped', subject: 'has shipped' }, [
    paragraph(`Your order ${order.orderNumber} is on its way.`),
    ...(rows.length > 0
      ? [details(...rows)]
      : [paragraph('Reply to this e-mail if you would like to know more about its delivery.')]),
  ]);
}
