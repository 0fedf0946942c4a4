import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_SUBJECT_TYPES, type AuditSubjectType } from './audit-messages';
import { checkDayRange, dayRangeFields, dayRangeMessages, pagedList, pageParam } from './common-schemas';
import { idParam } from './url-param-schemas';

/**
 * The audit trail on screen (issue 20): the admin's list of audit entries, filtered and paged, and
 * its CSV export with the same filters. Texts and labels are in audit-messages.ts.
 */

export const ADMIN_AUDIT_PATH = '/api/admin/audit';
export const ADMIN_AUDIT_EXPORT_PATH = '/api/admin/audit/export.csv';
export const AUDIT_PAGE_SIZE = 20;
/**
 * The list counts its matches up to this many (50 pages): counting is a scan of the matches, and at a
 * million entries an exact count, or one up to 10,000, costs more than the list's 30 ms under load
 * (docs/decisions/035). Beyond it the answer says `totalCountCapped`, and narrowing the filters
 * (a date range) reaches older entries.
 */
export const AUDIT_COUNT_LIMIT = 1_000;
/** An order number as the shop writes it (checkout.service.ts): MS-, the year, six letters or digits. */
export const ORDER_NUMBER_PATTERN = /^MS-\d{4}-[A-Z0-9]{6}$/;

export const auditQueryMessages = {
  actor: 'Actor must be a user id or an e-mail address',
  action: 'Action must be one of the audited actions',
  subjectType: `Subject type must be one of: ${AUDIT_SUBJECT_TYPES.join(', ')}`,
  subjectWithoutType: 'Choose what kind of subject this is',
  subjectMissing: 'Enter the subject',
  orderNumber: 'Order number must look like MS-2026-ABC123',
  subjectId: (type: AuditSubjectType) =>
    `${type === 'product' ? 'Product' : 'User'} id must be a whole number from 1 to 2147483647`,
  ...dayRangeMessages,
  pageBeyondCount: `Page must be at most ${AUDIT_COUNT_LIMIT / AUDIT_PAGE_SIZE}: narrow the filters to see older entries`,
} as const;

/** An actor as the filter names them: a user's id, or the e-mail address they sign in with. */
const ACTOR_EMAIL = /^[^\s@]+@[^\s@]+$/;
const actorParam = () =>
  z
    .string({ error: auditQueryMessages.actor })
    .trim()
    .max(254, auditQueryMessages.actor)
    .refine((value) => value === '' || idParam().safeParse(value).success || ACTOR_EMAIL.test(value), {
      error: auditQueryMessages.actor,
    })
    .transform((value) => value || undefined);

/** Whether a filter's actor (as actorParam leaves it) is a user id rather than an e-mail address. */
export const isActorId = (actor: string) => /^\d+$/.test(actor);

/**
 * What both the list and the export are filtered by: `actor` (a user id or e-mail address), `action`, a subject
 * (`subjectType` order with an order number, product or user with an id) and the days `from`–`to`
 * (inclusive, in the order desk's calendar, SHOP_TIME_ZONE of admin-order-schemas.ts).
 */
const auditFilterFields = {
  actor: actorParam().optional(),
  action: z.enum(AUDIT_ACTIONS, auditQueryMessages.action).optional(),
  subjectType: z.enum(AUDIT_SUBJECT_TYPES, auditQueryMessages.subjectType).optional(),
  subject: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
  ...dayRangeFields,
};

type FilterFields = {
  subjectType?: AuditSubjectType;
  subject?: string;
  from?: string;
  to?: string;
};

/** The checks across fields: a subject needs its type and the right spelling, a range its order. */
function checkFilter(query: FilterFields, ctx: z.RefinementCtx) {
  if (query.subject !== undefined && query.subjectType === undefined) {
    ctx.addIssue({ code: 'custom', message: auditQueryMessages.subjectWithoutType, path: ['subjectType'] });
  }
  if (query.subjectType !== undefined) {
    if (query.subject === undefined) {
      ctx.addIssue({ code: 'custom', message: auditQueryMessages.subjectMissing, path: ['subject'] });
    } else if (query.subjectType === 'order') {
      if (!ORDER_NUMBER_PATTERN.test(query.subject.toUpperCase())) {
        ctx.addIssue({ code: 'custom', message: auditQueryMessages.orderNumber, path: ['subject'] });
      }
    } else if (!idParam().safeParse(query.subject).success) {
      ctx.addIssue({
        code: 'custom',
        message: auditQueryMessages.subjectId(query.subjectType),
        path: ['subject'],
      });
    }
  }
  checkDayRange(query, ctx);
}

/** `GET /api/admin/audit/export.csv?actor=&action=&subjectType=&subject=&from=&to=`: every match. */
export const AuditExportQuery = z.object(auditFilterFields).strict().superRefine(checkFilter);
export type AuditExportQuery = z.infer<typeof AuditExportQuery>;

/** `GET /api/admin/audit?…&page=`: the filters and a page of AUDIT_PAGE_SIZE, newest first. */
export const AuditListQuery = z
  .object({
    ...auditFilterFields,
    page: pageParam().pipe(
      z.number().max(AUDIT_COUNT_LIMIT / AUDIT_PAGE_SIZE, auditQueryMessages.pageBeyondCount),
    ),
  })
  .strict()
  .superRefine(checkFilter);
export type AuditListQuery = z.infer<typeof AuditListQuery>;
/** The filters as a URL may carry them (the screen builds its query and export link from this). */
export type AuditFilter = Partial<Record<keyof typeof auditFilterFields, string>>;

/** Who did it: a user (name and e-mail null once the account is gone); null for the shop itself. */
export const AuditActor = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type AuditActor = z.infer<typeof AuditActor>;

/** One audit entry as the Audit tab shows it. */
export const AuditEntryView = z.object({
  id: z.number().int(),
  /** When it was recorded (ISO 8601, UTC). */
  at: z.string(),
  actor: AuditActor.nullable(),
  action: z.string(),
  actionLabel: z.string(),
  subject: z.object({
    /** The kind of row the entry is about, as recorded: order, product, user, hero_carousel_item, … */
    type: z.string(),
    id: z.string().nullable(),
    /** An order's number, a product's name or a user's name, while the row exists; else null. */
    label: z.string().nullable(),
  }),
  /** What the entry recorded besides who and when: a change of a field as `{ before, after }`. */
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntryView = z.infer<typeof AuditEntryView>;

/** A page of the audit trail, newest first; `totalCount` stops at AUDIT_COUNT_LIMIT (`totalCountCapped`). */
export const AuditPage = pagedList('entries', AuditEntryView).extend({ totalCountCapped: z.boolean() });
export type AuditPage = z.infer<typeof AuditPage>;

/** The filters as a query string, without the empty ones: the list's and the export's. */
export function auditQueryString(filter: AuditFilter, page?: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  if (page !== undefined && page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
