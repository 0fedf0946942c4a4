import { practiceRoleHints, practiceRoleNames, type PracticeRole } from '@shop/contract/practice-messages';
import { emailMessage, paragraph, signOff, type EmailMessage } from '../email/email.layout';

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
