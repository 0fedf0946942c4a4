import { z } from 'zod';
import { optionalAmount } from './admin-product-schemas';
import { EmailField, licenceFields, memberAccountFields, passwordsMatch } from './auth-schemas';
import { pagedList, patchBody, searchPageFields } from './common-schemas';
import { OrderDetail } from './order-schemas';
import {
  DECLINE_REASON_MAX,
  PRACTICE_ROLES,
  SIGN_OFF_REASONS,
  SIGN_OFF_STATUSES,
  practiceMessages as m,
  signOffMessages,
} from './practice-messages';
import { reasonBody } from './text-field-schemas';
import { LinkTokenParams } from './url-param-schemas';

/**
 * Practices (issue 39, docs/decisions/054): the signed-in member's practice, its members and the
 * invitations that bring new ones in.
 */

export const PracticeRoleField = z.enum(PRACTICE_ROLES, { error: m.role });
export type PracticeRoleField = z.output<typeof PracticeRoleField>;

/** A monthly spending limit: an amount above zero, or null (blank or absent too) for none. */
const MonthlyLimitField = optionalAmount(m.monthlyLimit, m.monthlyLimit.format);

/** `POST /api/practice/invitations`: who is invited, as what, and their monthly limit if any. */
export const InvitationBody = z
  .object({
    email: EmailField,
    role: PracticeRoleField,
    monthlyLimit: MonthlyLimitField.optional(),
  })
  .strict();
export type InvitationBody = z.input<typeof InvitationBody>;

/** `PATCH /api/practice/members/{id}`: a member's role, monthly limit or order visibility. */
export const MemberPatch = patchBody(
  {
    role: PracticeRoleField,
    monthlyLimit: MonthlyLimitField,
    ownOrdersOnly: z.boolean({ error: m.ownOrdersOnly }),
  },
  m.nothingToChange,
);
export type MemberPatch = z.input<typeof MemberPatch>;

export const InvitationTokenParams = LinkTokenParams;

/**
 * `POST /api/invitations/{token}/accept`: the new account's name and password and, for a licensed
 * role (owner, prescriber), the registration's licence fields. The e-mail is the invitation's.
 */
export const AcceptInvitationBody = z
  .object({
    ...memberAccountFields,
    licenseNumber: licenceFields.licenseNumber.optional(),
    collegeName: licenceFields.collegeName.optional(),
    provinceState: licenceFields.provinceState,
    licenseExpiryDate: licenceFields.licenseExpiryDate.optional(),
  })
  .strict()
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);
export type AcceptInvitationBody = z.input<typeof AcceptInvitationBody>;

/** A member as the owner sees them: role, limit, and what they spent this calendar month. */
export const PracticeMember = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  role: PracticeRoleField,
  /** Pending: a licensed member the shop's admin has not approved yet. */
  status: z.enum(['pending', 'approved']),
  monthlyLimit: z.string().nullable(),
  ownOrdersOnly: z.boolean(),
  spentThisMonth: z.string(),
  joinedAt: z.string(),
});
export type PracticeMember = z.output<typeof PracticeMember>;

/** An invitation not yet accepted or revoked; `expired` once its link stopped working. */
export const PracticeInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  role: PracticeRoleField,
  monthlyLimit: z.string().nullable(),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type PracticeInvitation = z.output<typeof PracticeInvitation>;

/**
 * `GET /api/practice`: the signed-in member's practice and role, their own limit and spending; for
 * an owner also every member and the open invitations (null for the others).
 */
export const PracticeResponse = z.object({
  practice: z.object({
    id: z.number().int(),
    name: z.string(),
    /** Whether every order must carry a purchase-order number (the owner's choice). */
    poNumberRequired: z.boolean(),
  }),
  role: PracticeRoleField,
  monthlyLimit: z.string().nullable(),
  spentThisMonth: z.string(),
  members: z.array(PracticeMember).nullable(),
  invitations: z.array(PracticeInvitation).nullable(),
});
export type PracticeResponse = z.output<typeof PracticeResponse>;

/** `GET /api/invitations/{token}`: what the link invites to, shown before the account is made. */
export const InvitationView = z.object({
  practiceName: z.string(),
  role: PracticeRoleField,
  email: z.string(),
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  /** Whether the acceptance asks for the licence fields (and the account waits for approval). */
  needsLicence: z.boolean(),
});
export type InvitationView = z.output<typeof InvitationView>;

/** The acceptance's answer: signed in at once (buyer, bookkeeper) or waiting for approval. */
export const AcceptInvitationResponse = z.object({
  message: z.string(),
  status: z.enum(['pending', 'approved']),
});
export type AcceptInvitationResponse = z.output<typeof AcceptInvitationResponse>;

/**
 * An order held back for a sign-off (issue 39): who asked, why, what it holds and what it came to
 * when asked (the order placed on approval is priced again then), and how it was decided.
 */
export const SignOffRequest = z.object({
  id: z.number().int(),
  status: z.enum(SIGN_OFF_STATUSES),
  reasons: z.array(z.enum(SIGN_OFF_REASONS)),
  requestedBy: z.object({ id: z.number().int().nullable(), name: z.string() }),
  requestedAt: z.string(),
  items: z.array(
    z.object({
      productId: z.number().int(),
      productName: z.string(),
      quantity: z.number().int(),
      prescriptionOnly: z.boolean(),
    }),
  ),
  total: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  order: OrderDetail.pick({ id: true, orderNumber: true }).nullable(),
});
export type SignOffRequest = z.output<typeof SignOffRequest>;

/**
 * `GET /api/practice/approvals`: the requests waiting for the member's sign-off (none of their own),
 * and the member's own requests, newest first.
 */
export const ApprovalsResponse = z.object({
  toDecide: z.array(SignOffRequest),
  mine: z.array(SignOffRequest),
});
export type ApprovalsResponse = z.output<typeof ApprovalsResponse>;

/** `POST /api/orders` answered 202: the order waits for a sign-off. */
export const SubmitOrderHeldResponse = z.object({
  message: z.string(),
  request: SignOffRequest,
});
export type SubmitOrderHeldResponse = z.output<typeof SubmitOrderHeldResponse>;

/** `POST /api/practice/approvals/{id}/decline`: why, told to the member who asked. */
export const DeclineSignOffBody = reasonBody(signOffMessages.declineReasonRequired, DECLINE_REASON_MAX);
export type DeclineSignOffBody = z.input<typeof DeclineSignOffBody>;

/** `PATCH /api/practice`: the owner's settings of the practice. */
export const PracticeSettingsPatch = z
  .object({ poNumberRequired: z.boolean({ error: m.poNumberRequiredFormat }) })
  .strict();
export type PracticeSettingsPatch = z.input<typeof PracticeSettingsPatch>;

export const PRACTICES_PAGE_SIZE = 20;

/** `GET /api/admin/practices?q=&page=`: q is any part of the practice's name or a member's name or e-mail. */
export const AdminPracticeListQuery = z.object(searchPageFields).strict();
export type AdminPracticeListQuery = z.infer<typeof AdminPracticeListQuery>;

export const AdminPracticeSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  /** Its owners' names, oldest member first. */
  owners: z.array(z.string()),
  memberCount: z.number().int(),
  orderCount: z.number().int(),
  /** Orders waiting for a sign-off. */
  pendingSignOffs: z.number().int(),
  poNumberRequired: z.boolean(),
  /** Every owner is suspended, so no member orders or signs off (issue 39). */
  suspended: z.boolean(),
});
export type AdminPracticeSummary = z.output<typeof AdminPracticeSummary>;

export const AdminPracticePage = pagedList('practices', AdminPracticeSummary);
export type AdminPracticePage = z.output<typeof AdminPracticePage>;

/** One of a practice's latest orders, as the admin's practice view lists them: a part of the order's view. */
export const AdminPracticeOrder = OrderDetail.pick({
  id: true,
  orderNumber: true,
  createdAt: true,
  status: true,
  totalAmount: true,
  poNumber: true,
  placedBy: true,
  signedOffBy: true,
});
export type AdminPracticeOrder = z.output<typeof AdminPracticeOrder>;

/**
 * `GET /api/admin/practices/{id}`: the practice, every member with role, limit and this month's
 * spending, its open invitations, its last 20 orders with who placed and who signed off each, and
 * its sign-off requests waiting.
 */
export const AdminPracticeDetail = z.object({
  practice: AdminPracticeSummary,
  members: z.array(PracticeMember),
  invitations: z.array(PracticeInvitation),
  orders: z.array(AdminPracticeOrder),
  pendingSignOffs: z.array(SignOffRequest),
});
export type AdminPracticeDetail = z.output<typeof AdminPracticeDetail>;
