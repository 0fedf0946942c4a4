import { letter, paragraph, type EmailMessage } from '../email/email.layout';

/** The e-mail a doctor gets when an admin approves the registration (docs/decisions/017-e-mails.md). */

export function registrationApprovedEmail(shopName: string, to: string, fullName: string): EmailMessage {
  return letter(
    shopName,
    { template: 'registration-approved', to, subject: `${shopName}: your account is approved` },
    fullName,
    [
      paragraph(
        `Your ${shopName} account has been approved. You can now sign in and place orders;`,
        'each order is reviewed by our team before processing.',
      ),
    ],
  );
}
