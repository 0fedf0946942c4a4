import { letter, paragraph, type EmailMessage } from '../email/email.layout';

/** The e-mail a doctor gets on registering (docs/decisions/017-e-mails.md). */

export function registrationReceivedEmail(shopName: string, to: string, fullName: string): EmailMessage {
  return letter(
    shopName,
    { template: 'registration-received', to, subject: `${shopName}: we received your registration` },
    fullName,
    [
      paragraph(
        `Thank you for registering with ${shopName}. Our team verifies every licence before an`,
        'account can place orders; you will receive another e-mail as soon as your account is approved.',
      ),
      paragraph('Meanwhile you can sign in, browse the catalogue and fill your cart.'),
    ],
  );
}
