import { documentMessages } from '@shop/contract/documents';
import { INVITATION_VALID_DAYS } from '@shop/contract/practice-messages';

/** "an owner", "a buyer": a role's name as a sentence says it. */
const withArticle = (roleName: string) =>
  `${/^[aeiou]/i.test(roleName) ? 'an' : 'a'} ${roleName.toLowerCase()}`;

/**
 * The practice screens' own words (issue 39): the /account section of a practice's members and
 * invitations, the invitation's page, and the admin dashboard's Practices tab. What the server says
 * too (roles, their hints, the toasts, refusals) is the contract's `practiceMessages`.
 */
export const practiceScreenMessages = {
  title: 'Practice',
  ownerIntro: 'Who orders for the practice, what each member may do and how much they may spend a month.',
  loading: 'Loading your practice',
  loadFailed: 'Your practice could not be loaded',
  loadFailedText: 'Check your connection and try again.',
  practiceName: 'Practice',
  yourRole: 'Your role',
  monthlyLimit: 'Monthly limit',
  spentThisMonth: 'Spent this month',
  noLimit: 'No limit',
  poNumberRequired: 'Required on every order',
  poNumberOptional: 'Optional',
  requirePoNumber: 'Require a PO number on every order',
  requirePoNumberHint:
    'Checkout asks every member for the practice’s purchase-order number, printed on the order’s invoice, credit note, packing slip and statement.',
  settingsFailed: 'The practice settings were not saved',
  yes: 'Yes',
  no: 'No',
  members: {
    title: 'Members',
    caption: (practice: string) => `Members of ${practice}`,
    columns: ['Name', 'E-mail', 'Role', 'Monthly limit', 'Spent this month', 'Own orders only', 'Actions'],
    numeric: ['Monthly limit', 'Spent this month'],
    awaitingApproval: 'Awaiting approval',
    onlyMember:
      'You are the only member of the practice. Invite the colleagues who order, prescribe or keep the books.',
  },
  edit: 'Edit',
  editOf: (name: string) => `Edit ${name}`,
  editDescription: 'Their role, how much they may spend a month and which orders they see.',
  saveMember: 'Save member',
  memberSaved: 'Member saved',
  saveFailed: 'The member was not saved. Check your connection and try again.',
  remove: {
    label: 'Remove',
    labelOf: (name: string) => `Remove ${name}`,
    title: 'Remove this member from the practice?',
    text: 'They leave the practice and are signed out at once. A prescriber or owner keeps their account, in a practice of their own; a buyer’s or bookkeeper’s account is closed.',
    pending: 'Removing…',
  },
  removeFailed: 'The member was not removed',
  invite: 'Invite member',
  inviteTitle: 'Invite a member',
  inviteDescription: `We e-mail them a link to join the practice; it works for ${INVITATION_VALID_DAYS} days.`,
  sendInvitation: 'Send invitation',
  inviteFailed: 'The invitation was not sent. Check your connection and try again.',
  email: 'E-mail',
  role: 'Role',
  chooseRole: 'Choose a role',
  monthlyLimitHint: 'Leave blank for no limit.',
  ownOrdersOnly: 'Own orders only',
  ownOrdersOnlyHint: 'They see only the orders they placed, not the rest of the practice’s.',
  invitations: {
    title: 'Open invitations',
    caption: 'Open invitations',
    columns: ['E-mail', 'Role', 'Sent', 'Expires', 'Actions'],
    none: 'No open invitations.',
    expired: 'Expired',
  },
  revoke: {
    label: 'Revoke',
    labelOf: (email: string) => `Revoke the invitation of ${email}`,
    title: 'Revoke this invitation?',
    text: 'Its link stops working. You can invite them again later.',
    pending: 'Revoking…',
  },
  revokeFailed: 'The invitation was not revoked',
  /** The e-mailed link's page (/invitation#TOKEN). */
  invitation: {
    title: 'Practice invitation',
    loading: 'Loading the invitation',
    loadFailed: 'The invitation could not be loaded',
    invalidTitle: 'Invitation not valid',
    heading: (practiceName: string, roleName: string) =>
      `You are invited to join ${practiceName} as ${withArticle(roleName)}`,
    invitedBy: (name: string, email: string) => `${name} invited ${email}.`,
    invited: (email: string) => `The invitation is for ${email}.`,
    expires: (when: string) => `The link works until ${when}.`,
    email: 'E-mail',
    fullName: 'Full Name',
    professionalDetails: 'Professional details',
    licenceReview: 'The shop checks your licence before you can order.',
    accept: 'Join the practice',
    accepting: 'Joining…',
    acceptFailed: 'Your account was not created. Check your connection and try again.',
    signIn: 'Sign In',
  },
  /** The shop's admin's Practices tab and a practice's detail dialog: read-only. */
  admin: {
    tab: 'Practices',
    title: 'Practices',
    columns: [
      'Practice',
      'Owners',
      'Members',
      'Orders',
      'Sign-offs waiting',
      'PO number required',
      'Created',
    ],
    loading: 'Loading practices',
    loadFailed: 'Failed to load practices',
    countNoun: 'practice',
    searchLabel: 'Search practices',
    searchPlaceholder: 'Practice name, or a member’s name or e-mail',
    empty: 'No practices yet',
    noMatches: 'No practices match this search',
    view: (name: string) => `View ${name}`,
    /** Beside a practice whose every owner is suspended, and in its dialog. */
    suspended: 'Suspended',
    status: 'Status',
    suspendedText: 'Suspended: every owner’s account is suspended, so no member orders or signs off',
    detailDescription:
      'Its members, open invitations, latest 20 orders and the orders waiting for a sign-off.',
    loadingDetail: 'Loading the practice',
    detailLoadFailed: 'The practice could not be loaded',
    owners: 'Owners',
    memberCount: 'Members',
    orderCount: 'Orders',
    signOffsWaiting: 'Sign-offs waiting',
    created: 'Created',
    members: {
      title: 'Members',
      columns: ['Name', 'E-mail', 'Role', 'Monthly limit', 'Spent this month'],
      none: 'No members.',
    },
    invitations: {
      title: 'Open invitations',
      columns: ['E-mail', 'Role', 'Expires'],
      none: 'No open invitations.',
    },
    orders: {
      title: 'Latest orders',
      columns: ['Order', 'Date', 'Status', 'Total', documentMessages.poNumber, 'Placed by', 'Signed off by'],
      none: 'No orders yet.',
    },
    signOffs: {
      title: 'Sign-offs waiting',
      columns: ['Asked by', 'Asked', 'Why it waits', 'Total when asked'],
      none: 'No orders wait for a sign-off.',
    },
  },
} as const;
