import type { RegisterStatus } from '@shop/contract/licence-registry';
import { details, letter, paragraph, type EmailMessage } from '../email/email.layout';

/** The e-mails of a licence checked against the regulator's register (issue 43, docs/decisions/059). */

/** Whose licence the register reports, and what it says. */
export interface RegistryHoldFacts {
  /** The prescriber the register reports. */
  prescriber: string;
  licenseNumber: string;
  /** What the register says of the licence: suspended, revoked or expired. */
  status: RegisterStatus;
}

/**
 * The nightly check found the licence suspended, revoked or expired in the register: prescription-only
 * ordering is held at once. To the prescriber, or (`owner`) to their practice's owner.
 */
export function registryHoldEmail(
  shopName: string,
  to: { email: string; fullName: string; owner: boolean },
  hold: RegistryHoldFacts,
): EmailMessage {
  const whose = to.owner ? `${hold.prescriber}’s` : 'your';
  return letter(
    shopName,
    {
      template: 'licence-registry-hold',
      to: to.email,
      subject: `${shopName}: prescription-only ordering held for ${to.owner ? hold.prescriber : 'your account'}`,
    },
    to.fullName,
    [
      paragraph(
        `Our nightly check of the medical license register reports ${whose} license as ${hold.status}.`,
        `Until our team has reviewed it, ${to.owner ? 'they' : 'you'} cannot order prescription-only products;`,
        'other products can still be ordered.',
      ),
      details(
        { label: 'License number', value: hold.licenseNumber },
        { label: 'Register says', value: hold.status },
      ),
      paragraph(
        'If the register is wrong, or the license has been reinstated, please contact our support team.',
      ),
    ],
  );
}

/** The hold is lifted (the register matches again, or an admin lifted it): prescription-only ordering is back. */
export function registryHoldLiftedEmail(
  shopName: string,
  to: { email: string; fullName: string },
  licenseNumber: string,
): EmailMessage {
  return letter(
    shopName,
    {
      template: 'licence-registry-hold-lifted',
      to: to.email,
      subject: `${shopName}: prescription-only ordering restored`,
    },
    to.fullName,
    [
      paragraph('Your account can order prescription-only products again.'),
      details({ label: 'License number', value: licenseNumber }),
    ],
  );
}
