/**
 * Practices (issue 39): a clinic's members and their roles, and the invitations that bring them in.
 * The server's answers and the practice screens show the same words. Zod-free.
 */

/** Who a member of a practice is to it (docs/decisions/054). */
export const PRACTICE_ROLES = ['owner', 'prescriber', 'buyer', 'bookkeeper'] as const;
export type PracticeRole = (typeof PRACTICE_ROLES)[number];

/** The roles that hold a licence: their account is a doctor's, approved by the shop's admin. */
export const LICENSED_ROLES = ['owner', 'prescriber'] as const satisfies readonly PracticeRole[];
export const isLicensedRole = (role: PracticeRole) => (LICENSED_ROLES as readonly string[]).includes(role);
/** The practice's staff: accounts without a licence, which the shop's Doctors list leaves out. */
export const STAFF_ROLES = PRACTICE_ROLES.filter((role) => !isLicensedRole(role));

/** How long an invitation's link works. */
export const INVITATION_VALID_DAYS = 7;

export const PRACTICE_NAME_MAX = 200;

/**
 * The practice's calls (docs/decisions/054), here rather than beside their schemas so that a screen
 * needing only an address (the header's link to the sign-offs) loads no schema.
 */
export const PRACTICE_PATH = '/api/practice';
export const PRACTICE_MEMBERS_PATH = `${PRACTICE_PATH}/members`;
export const practiceMemberPath = (userId: number) => `${PRACTICE_MEMBERS_PATH}/${userId}`;
export const PRACTICE_INVITATIONS_PATH = `${PRACTICE_PATH}/invitations`;
export const practiceInvitationPath = (id: number) => `${PRACTICE_INVITATIONS_PATH}/${id}`;
/** The e-mailed link's calls: what it invites to, and its acceptance. */
export const INVITATIONS_PATH = '/api/invitations';
export const invitationPath = (token: string) => `${INVITATIONS_PATH}/${encodeURIComponent(token)}`;
export const invitationAcceptPath = (token: string) => `${invitationPath(token)}/accept`;
/** The sign-off requests' calls: the list, and a decision on one. */
export const PRACTICE_APPROVALS_PATH = `${PRACTICE_PATH}/approvals`;
export const approvalDecisionPath = (id: number, decision: 'approve' | 'decline') =>
  `${PRACTICE_APPROVALS_PATH}/${id}/${decision}`;
/** The shop's admin's view of practices (issue 39): the list, and one practice with its members and orders. */
export const ADMIN_PRACTICES_PATH = '/api/admin/practices';
export const adminPracticePath = (id: number) => `${ADMIN_PRACTICES_PATH}/${id}`;

export const practiceRoleNames: Record<PracticeRole, string> = {
  owner: 'Owner',
  prescriber: 'Prescriber',
  buyer: 'Buyer',
  bookkeeper: 'Bookkeeper',
};

/** What each role may do, as the invitation and the members list say it. */
export const practiceRoleHints: Record<PracticeRole, string> = {
  owner: 'Everything, including members and spending limits',
  prescriber: 'A licensed doctor: orders anything and signs off others’ orders',
  buyer: 'Fills carts and submits orders; prescription-only lines need a prescriber’s sign-off',
  bookkeeper: 'Reads orders, invoices, credit notes and statements; cannot order',
};

export const practiceMessages = {
  notFound: 'Practice not found',
  memberNotFound: 'Member not found',
  invitationNotFound: 'Invitation not found',
  ownerOnly: 'Only the practice’s owner can do this',
  noPractice: 'This account does not belong to a practice',
  role: 'Role must be owner, prescriber, buyer or bookkeeper',
  monthlyLimit: {
    required: 'Monthly limit must be an amount such as 2500.00',
    format: 'Monthly limit must be an amount such as 2500.00',
    notPositive: 'Monthly limit must be more than zero',
    tooLarge: 'Monthly limit is too large',
  },
  ownOrdersOnly: 'Own orders only must be true or false',
  nothingToChange: 'Send at least one field to change',
  poNumberRequiredFormat: 'PO number required must be true or false',
  settingsSaved: 'Practice settings saved',
  emailHasAccount: 'This e-mail address already has an account with the shop',
  alreadyInvited: 'This e-mail address already has an open invitation',
  licensedRoleNeedsLicence: (role: string) =>
    `A ${role.toLowerCase()} needs a licence: invite them as a prescriber or an owner`,
  lastOwner: 'A practice needs an owner: make another member owner first',
  notYourself: 'Ask another owner to change or remove your own membership',
  invitationSent: (email: string) => `Invitation sent to ${email}`,
  invitationRevoked: 'Invitation revoked',
  memberRemoved: 'Member removed',
  licenceDetailsRequired: 'Enter your licence details: an owner or a prescriber of a practice needs them',
  invitationInvalid: 'This invitation is no longer valid. Ask the practice for a new one.',
  tooManyAcceptances: 'Too many accounts made from your network. Please try again in an hour.',
  invitationAccepted: 'Welcome! Your account is ready.',
  invitationAcceptedPending:
    'Your account has been created. The shop checks your licence before you can order; we will e-mail you once it is approved.',
} as const;

/**
 * Why an order waits for a sign-off (issue 39): a buyer's order holding a prescription-only product,
 * or any order beyond the member's remaining monthly limit.
 */
export const SIGN_OFF_REASONS = ['prescription-only', 'over-limit'] as const;
export type SignOffReason = (typeof SIGN_OFF_REASONS)[number];
export const SIGN_OFF_STATUSES = ['pending', 'approved', 'declined'] as const;
export type SignOffStatus = (typeof SIGN_OFF_STATUSES)[number];

/** Who may sign off each reason: a prescriber or the owner a prescription, the owner a limit. */
export const SIGN_OFF_ROLES: Record<SignOffReason, readonly PracticeRole[]> = {
  'prescription-only': ['owner', 'prescriber'],
  'over-limit': ['owner'],
};

/** Whether `role` may sign off a request held back for all of `reasons`. */
export const maySignOff = (role: PracticeRole, reasons: readonly SignOffReason[]) =>
  reasons.every((reason) => SIGN_OFF_ROLES[reason].includes(role));

/**
 * Why an order waits for a sign-off, the one rule the server holds an order by and the checkout
 * warns with: a buyer's order holding a prescription-only product, and any order that takes a member
 * with a monthly limit past it (what they ordered this month, shipping and tax included, and this
 * order's total). None: it goes to the shop at once. Amounts in cents.
 */
export function signOffReasonsFor(
  member: { role: PracticeRole; monthlyLimitCents: number | null; spentThisMonthCents: number },
  lines: readonly { prescriptionOnly: boolean }[],
  totalCents: number,
): SignOffReason[] {
  const reasons: SignOffReason[] = [];
  if (member.role === 'buyer' && lines.some((line) => line.prescriptionOnly))
    reasons.push('prescription-only');
  if (
    member.monthlyLimitCents !== null &&
    member.spentThisMonthCents + totalCents > member.monthlyLimitCents
  ) {
    reasons.push('over-limit');
  }
  return reasons;
}

export const DECLINE_REASON_MAX = 500;

export const signOffMessages = {
  reasons: {
    'prescription-only': 'Holds prescription-only products: a prescriber signs it off',
    'over-limit': 'Over the monthly limit: the practice’s owner signs it off',
  } satisfies Record<SignOffReason, string>,
  statuses: {
    pending: 'Waiting for sign-off',
    approved: 'Signed off',
    declined: 'Declined',
  } satisfies Record<SignOffStatus, string>,
  willBeHeld: 'This order will wait for a sign-off before it goes to the shop:',
  sentForSignOff:
    'Your order was sent for sign-off. It goes to the shop once a prescriber or the practice’s owner signs it off; we will e-mail you if it is declined.',
  notFound: 'Sign-off request not found',
  alreadyDecided: 'This request has already been decided',
  ownRequest: 'Someone else in the practice must sign off your own order',
  notYours: (reasons: readonly SignOffReason[]) =>
    reasons.includes('over-limit')
      ? 'Only the practice’s owner can sign off an order over a monthly limit'
      : 'Only a prescriber or the practice’s owner can sign off prescription-only products',
  licenceLapsed: 'Your medical license has expired: renew it before signing off prescription-only products.',
  declineReasonRequired: 'Enter why the order is declined',
  signedOff: (orderNumber: string) => `Signed off: order ${orderNumber} was sent to the shop`,
  declined: 'Request declined; the member was told why',
} as const;
