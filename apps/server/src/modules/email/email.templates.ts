/** Texts of the e-mails the shop sends (DECISIONS.md item 9). */
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
