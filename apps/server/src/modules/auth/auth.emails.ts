import { details, letter, paragraph, reviewNotice, type EmailMessage } from '../email/email.layout';

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

/**
 * The link that lets an account choose a new password (issue 38): it works once, for an hour, and
 * only the newest one sent. Who did not ask is told that doing nothing is enough.
 */
export function passwordResetEmail(
  shopName: string,
  to: string,
  fullName: string,
  reset: { url: string; validMinutes: number },
): EmailMessage {
  return letter(
    shopName,
    { template: 'password-reset', to, subject: `${shopName}: choose a new password` },
    fullName,
    [
      paragraph(`Someone asked to reset the password of your ${shopName} account.`),
      {
        kind: 'link',
        text: `Choose a new password with this link. It works once, within ${reset.validMinutes / 60} hour:`,
        label: 'Choose a new password',
        url: reset.url,
      },
      paragraph(
        'Did not ask? Then do nothing: your password stays as it is, and the link stops working on its own.',
      ),
    ],
  );
}

/**
 * The notice that an account's password changed (issue 38), by its reset link or on /account: every
 * other signed-in device was signed out, and who did not change it knows whom to tell.
 */
export function passwordChangedEmail(shopName: string, to: string, fullName: string): EmailMessage {
  return letter(
    shopName,
    { template: 'password-changed', to, subject: `${shopName}: your password was changed` },
    fullName,
    [
      paragraph(
        `The password of your ${shopName} account was just changed, and every other device signed in to`,
        'it was signed out.',
      ),
      paragraph('Did not change it yourself? Contact us at once, so we can secure your account.'),
    ],
  );
}

/**
 * The admin's notice of a new registration (issue 38), as new orders get one: who registered, with
 * the licence to verify, waiting in the dashboard's Doctor Registrations.
 */
export function newRegistrationNoticeEmail(
  shopName: string,
  to: string,
  doctor: {
    fullName: string;
    email: string;
    licenseNumber: string;
    collegeName: string;
    provinceState: string | null;
  },
): EmailMessage {
  return reviewNotice(shopName, {
    template: 'registration-notice',
    to,
    what: `new registration from ${doctor.fullName}`,
    doctor: { name: doctor.fullName, email: doctor.email },
    did: 'registered',
    where: 'Doctor Registrations',
    facts: details(
      { label: 'License number', value: doctor.licenseNumber },
      { label: 'College', value: doctor.collegeName },
      ...(doctor.provinceState ? [{ label: 'Province or state', value: doctor.provinceState }] : []),
    ),
  });
}
