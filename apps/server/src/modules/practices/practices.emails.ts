import {
  isLicensedRole,
  practiceRoleHints,
  practiceRoleNames,
  type PracticeRole,
} from '@shop/contract/practice-messages';
import { emailMessage, letter, paragraph, signOff, type EmailMessage } from '../email/email.layout';

/**
 * An owner's invitation to join their practice (issue 39): who invites, to which practice, as what,
 * and the link that makes the account. It works once, within its days; who did not expect it can
 * ignore it.
 */
export function practiceInvitationEmail(
  shopName: string,
  to: string,
  invitation: {
    practiceName: string;
    invitedBy: string;
    role: PracticeRole;
    url: string;
    validDays: number;
    needsLicence: boolean;
  },
): EmailMessage {
  const role = practiceRoleNames[invitation.role].toLowerCase();
  return emailMessage(
    shopName,
    {
      template: 'practice-invitation',
      to,
      subject: `${shopName}: ${invitation.invitedBy} invites you to join ${invitation.practiceName}`,
    },
    [
      paragraph('Hello,'),
      paragraph(
        `${invitation.invitedBy} invites you to join ${invitation.practiceName} on ${shopName} as a ${role}: ${practiceRoleHints[invitation.role].toLowerCase()}.`,
      ),
      {
        kind: 'link',
        text: `Create your account with this link. It works once, within ${invitation.validDays} days:`,
        label: 'Accept the invitation',
        url: invitation.url,
      },
      paragraph(
        invitation.needsLicence
          ? 'You will be asked for your licence details; our team checks them before you can order.'
          : 'You can start as soon as your account is created.',
      ),
      paragraph('Not expecting this? Then ignore it: no account is made without the link.'),
      signOff(shopName),
    ],
  );
}

/**
 * The practice's owners hear when an invitation is accepted (issue 39): who joined, as what, and for
 * a licensed role that the shop checks their licence before they can order.
 */
export function memberJoinedEmail(
  shopName: string,
  to: string,
  joined: { ownerName: string; practiceName: string; fullName: string; email: string; role: PracticeRole },
): EmailMessage {
  const role = practiceRoleNames[joined.role].toLowerCase();
  return letter(
    shopName,
    {
      template: 'practice-member-joined',
      to,
      subject: `${shopName}: ${joined.fullName} joined ${joined.practiceName}`,
    },
    joined.ownerName,
    [
      paragraph(
        `${joined.fullName} (${joined.email}) accepted your invitation and joined ${joined.practiceName} as a ${role}.`,
      ),
      paragraph(
        isLicensedRole(joined.role)
          ? 'Our team checks their licence details first; they can order once it is approved.'
          : 'They can sign in now. You can change their role or limit, or remove them, on your account page.',
      ),
    ],
  );
}
