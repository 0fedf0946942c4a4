/**
 * The audit trail's words (issue 20): every action the shop records with its label, the subjects an
 * entry can name, and the Audit tab's texts. No zod here, so the tab's labels cost a screen nothing
 * beyond themselves; the query and answer schemas are in audit-schemas.ts.
 */

/** Every action the shop records in its audit trail, with what the Audit tab calls it. */
export const AUDIT_ACTION_LABELS = {
  'registration.approve': 'Registration approved',
  'registration.reject': 'Registration rejected',
  'user.suspend': 'Account suspended',
  'user.reinstate': 'Account reinstated',
  'user.password_reset_request': 'Password reset link sent',
  'user.password_reset': 'Password reset by link',
  'user.password_change': 'Password changed',
  'licence.lapse': 'License expired',
  'licence.renewal_submit': 'License renewal sent',
  'licence.renewal_approve': 'License renewal approved',
  'licence.renewal_reject': 'License renewal rejected',
  'licence.registry_check': 'License checked against the register',
  'licence.registry_hold': 'Prescription-only ordering held by the register',
  'licence.registry_hold_lifted': 'Register hold lifted by a match',
  'licence.registry_reinstate': 'Register hold lifted by an admin',
  'licence.registry_expiry_accept': 'Register’s expiry date accepted',
  'licence.register_upload': 'License register uploaded',
  'order.status': 'Order status changed',
  'order.payment_reveal': 'Payment details revealed',
  'product.create': 'Product created',
  'product.update': 'Product changed',
  'product.price': 'Price changed',
  'product.tiers': 'Bulk tiers changed',
  'product.image': 'Product image changed',
  'product.images': 'Product images changed',
  'product.delete': 'Product deleted',
  'product.import': 'Catalogue imported',
  'stock.receive': 'Stock received',
  'stock.adjust': 'Stock adjusted',
  'stock.damage': 'Stock written off (damaged)',
  'stock.expire': 'Stock written off (expired)',
  'stock.settings': 'Stock settings changed',
  'recall.open': 'Recall opened',
  'recall.close': 'Recall closed',
  'recall.acknowledge': 'Recall acknowledged',
  'brand.image_update': 'Brand image changed',
  'category.icon_update': 'Category icon changed',
  'images.upload': 'Image uploaded',
  'shipping_zone.create': 'Shipping zone added',
  'shipping_zone.update': 'Shipping zone changed',
  'shipping_zone.delete': 'Shipping zone deleted',
  'tax_rate.create': 'Tax rate added',
  'tax_rate.update': 'Tax rate changed',
  'tax_rate.delete': 'Tax rate deleted',
  'charges.examples': 'Example shipping and tax settings loaded',
  'user.tax_exemption': 'Tax exemption set',
  'user.tax_exemption_remove': 'Tax exemption removed',
  'practice.invite': 'Practice member invited',
  'practice.invitation_revoke': 'Practice invitation revoked',
  'practice.invitation_accept': 'Practice invitation accepted',
  'practice.member_update': 'Practice member changed',
  'practice.member_remove': 'Practice member removed',
  'practice.settings': 'Practice settings changed',
  'practice.sign_off': 'Order signed off',
  'practice.sign_off_decline': 'Order sign-off declined',
  'practice.terms': 'Payment terms granted or changed',
  'practice.terms_withdraw': 'Payment terms withdrawn',
  'practice.payment': 'Payment recorded',
  'carousel.create': 'Hero slide created',
  'carousel.update': 'Hero slide changed',
  'carousel.delete': 'Hero slide deleted',
  'carousel.reorder': 'Hero slides reordered',
  'featured.add': 'Featured product added',
  'featured.remove': 'Featured product removed',
  'featured.reorder': 'Featured products reordered',
  'inbox.new': 'Inbox item reopened',
  'inbox.handled': 'Inbox item handled',
  'newsletter.export': 'Newsletter list exported',
  'audit.export': 'Audit trail exported',
  'orders.export': 'Orders exported',
  'tax_report.export': 'Tax report exported',
  'receivables.export': 'Receivables exported',
  'return.requested': 'Return requested',
  'return.approved': 'Return approved',
  'return.refused': 'Return refused',
  'return.received': 'Return received and credited',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

const isAuditAction = (action: string): action is AuditAction => Object.hasOwn(AUDIT_ACTION_LABELS, action);

/** An action's label; an action not in the list (recorded by an older or newer shop) shows as written. */
export const auditActionLabel = (action: string): string =>
  isAuditAction(action) ? AUDIT_ACTION_LABELS[action] : action;

/**
 * The subjects the list can be narrowed to, as `subjectType` names them, with the entity type their
 * entries record: an order (by its number), a product or a user (a doctor or an admin, by id).
 */
export const AUDIT_SUBJECT_TYPES = ['order', 'product', 'user'] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

export const AUDIT_SUBJECT_LABELS: Record<AuditSubjectType, string> = {
  order: 'Order number',
  product: 'Product id',
  user: 'Doctor or user id',
};

/** A field's name in an entry's details as a person reads it: `unitPrice` → "unit price". */
const fieldName = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

/** A recorded value as text: none is "—", text as written, anything else as its JSON. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

const isChange = (value: unknown): value is { before: unknown; after: unknown } =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length === 2 &&
  'before' in value &&
  'after' in value;

/**
 * An entry's details as lines a person reads, one per field: a change (`{ before, after }`, as
 * `changesBetween` records it) as "price: 10.00 → 12.00", any other value as "reason: Damaged in
 * transit". The Audit tab and the CSV export show the same lines.
 */
export function auditDetailLines(details: Record<string, unknown> | null): string[] {
  if (!details) return [];
  return Object.entries(details).map(([key, value]) =>
    isChange(value)
      ? `${fieldName(key)}: ${auditValueText(value.before)} → ${auditValueText(value.after)}`
      : `${fieldName(key)}: ${auditValueText(value)}`,
  );
}

/** The admin's Audit tab. */
export const auditScreenMessages = {
  tab: 'Audit',
  title: 'Audit trail',
  description: 'Every audited action, newest first: who did what, when, and the values before and after.',
  columns: ['When', 'Who', 'Action', 'Subject', 'Changes'] as const,
  actorLabel: 'Actor (user id or e-mail)',
  actorPlaceholder: 'e.g. 12 or admin@clinic.com',
  onlyActor: (name: string) => `Show only what ${name} did`,
  actionLabel: 'Action',
  anyAction: 'Any action',
  subjectTypeLabel: 'Subject type',
  anySubject: 'Any subject',
  subjectLabel: 'Subject',
  subjectPlaceholder: (type: AuditSubjectType) => (type === 'order' ? 'MS-2026-ABC123' : 'e.g. 42'),
  fromLabel: 'From',
  toLabel: 'To',
  apply: 'Apply filters',
  clear: 'Clear filters',
  exportCsv: 'Export CSV',
  system: 'System',
  deletedUser: (id: number) => `Deleted user #${id}`,
  noChanges: '—',
  noEntries: 'No audit entries yet',
  noMatches: 'No audit entries match',
  loadFailed: 'Failed to load the audit trail',
  loading: 'Loading the audit trail',
  countNoun: 'audit entry',
  moreThan: (count: number) =>
    `More than ${count.toLocaleString('en-US')} entries match: narrow the filters to page further`,
  subjectText: (type: string, id: string | null, label: string | null) =>
    label ?? (id === null ? type : `${type} #${id}`),
} as const;

/** The CSV export's columns, in order. */
export const AUDIT_CSV_COLUMNS = [
  'When (UTC)',
  'Actor id',
  'Actor name',
  'Actor email',
  'Action',
  'Action label',
  'Subject type',
  'Subject id',
  'Subject',
  'Changes',
  'Details (JSON)',
] as const;
