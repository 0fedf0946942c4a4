import { z } from 'zod';
import { AnsweredLines, BulkCartBody } from './cart-schemas';
import { ReorderResponse } from './order-schemas';
import {
  LIST_ITEMS_MAX,
  LIST_NAME_MAX,
  LIST_QUANTITY_MAX,
  SCHEDULE_ACTIONS,
  SCHEDULE_WEEKS_MAX,
  supplyListMessages as m,
} from './supply-lists';
import { lineText } from './text-field-schemas';
import { idField, wholeNumberField } from './number-field-schemas';

/** A whole number from 1 to the lists' limit, as a JSON number. */
const listQuantity = (message: string) => wholeNumberField(message, { min: 1, max: LIST_QUANTITY_MAX });

const ProductIdField = idField(m.product);

const ListNameField = lineText(m.name).trim().min(1, m.name).max(LIST_NAME_MAX, m.name);

const VersionField = z.number(m.version).int(m.version).min(1, m.version);

/** A list's line as sent: a product, a quantity and, optionally, its minimum and par level. */
export const ListItemInput = z
  .object({
    productId: ProductIdField,
    quantity: listQuantity(m.quantity),
    minLevel: listQuantity(m.minLevel).nullable().optional(),
    parLevel: listQuantity(m.parLevel).nullable().optional(),
  })
  .strict()
  .refine((item) => item.minLevel == null || item.parLevel == null || item.minLevel <= item.parLevel, {
    message: m.minAbovePar,
    path: ['minLevel'],
  });
export type ListItemInput = z.input<typeof ListItemInput>;

const ListItemsField = z.array(ListItemInput, m.items).max(LIST_ITEMS_MAX, m.items);

/** `POST /api/lists`: a name, whether it is private, and its first lines (an order saved as a list). */
export const CreateListBody = z
  .object({
    name: ListNameField,
    private: z.boolean(m.private).default(false),
    items: ListItemsField.default([]),
  })
  .strict();
export type CreateListBody = z.input<typeof CreateListBody>;

/** `PATCH /api/lists/{id}`: a new name or who sees it, based on the version read. */
export const PatchListBody = z
  .object({ version: VersionField, name: ListNameField.optional(), private: z.boolean(m.private).optional() })
  .strict()
  .refine((body) => body.name !== undefined || body.private !== undefined, m.nothingToChange);
export type PatchListBody = z.input<typeof PatchListBody>;

/** `PUT /api/lists/{id}/items`: every line, in order, based on the version read. */
export const PutListItemsBody = z.object({ version: VersionField, items: ListItemsField }).strict();
export type PutListItemsBody = z.input<typeof PutListItemsBody>;

/** `POST /api/lists/{id}/items`: a product put on the list (Save to list), its quantity added up. */
export const AddListItemBody = z
  .object({ productId: ProductIdField, quantity: listQuantity(m.quantity).default(1) })
  .strict();
export type AddListItemBody = z.input<typeof AddListItemBody>;

/** `POST /api/lists/{id}/cart`: the lines to put in the cart; none sent means all of them. */
export const ListToCartBody = z
  .object({
    productIds: z.array(ProductIdField, m.productIds).min(1, m.productIds).max(LIST_ITEMS_MAX).optional(),
  })
  .strict();
export type ListToCartBody = z.input<typeof ListToCartBody>;

const OnShelfField = wholeNumberField(m.onShelf, { min: 0, max: LIST_QUANTITY_MAX });

/**
 * `POST /api/lists/{id}/count`: what is on the shelf of the lines with a par level (null: not
 * counted), based on the version read, whose minimums and par levels the count was made against.
 */
export const CountStockBody = z
  .object({
    version: VersionField,
    counts: z
      .array(z.object({ productId: ProductIdField, onShelf: OnShelfField.nullable() }).strict(), m.counts)
      .max(LIST_ITEMS_MAX, m.counts)
      .refine((counts) => counts.some((count) => count.onShelf !== null), m.counts),
  })
  .strict();
export type CountStockBody = z.input<typeof CountStockBody>;

/** `PUT /api/lists/{id}/schedule`: repeat every 1–12 weeks on a weekday (ISO: 1 Monday … 7 Sunday). */
export const PutScheduleBody = z
  .object({
    everyWeeks: wholeNumberField(m.everyWeeks, { min: 1, max: SCHEDULE_WEEKS_MAX }),
    weekday: wholeNumberField(m.weekday, { min: 1, max: 7 }),
  })
  .strict();
export type PutScheduleBody = z.input<typeof PutScheduleBody>;

/** `PATCH /api/lists/{id}/schedule`: pause it, resume it, or skip its next date once. */
export const PatchScheduleBody = z.object({ action: z.enum(SCHEDULE_ACTIONS, m.scheduleAction) }).strict();
export type PatchScheduleBody = z.input<typeof PatchScheduleBody>;

/** A list's scheduled reorder: when it repeats, its next date, and whose cart it fills. */
export const ListSchedule = z.object({
  everyWeeks: z.number().int(),
  weekday: z.number().int(),
  /** The next date the list goes in the cart (YYYY-MM-DD); while paused, the date it would have. */
  nextOn: z.string(),
  paused: z.boolean(),
  /** Whose cart it fills and who is e-mailed: the member who set it. */
  ownerName: z.string(),
  /** The signed-in member set it. */
  mine: z.boolean(),
});
export type ListSchedule = z.infer<typeof ListSchedule>;

/** A list as its practice's members see it in the Lists page. */
export const SupplyListSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  private: z.boolean(),
  /** Who made it; null once their account is gone. */
  authorName: z.string().nullable(),
  /** The signed-in member made it. */
  mine: z.boolean(),
  itemCount: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
  /** Its scheduled reorder, or null. */
  schedule: ListSchedule.nullable(),
});
export type SupplyListSummary = z.infer<typeof SupplyListSummary>;

export const SupplyListSummaries = z.array(SupplyListSummary);

/** A list's line: its product as the catalogue shows it now, and what is available of it. */
export const SupplyListItem = z.object({
  productId: z.number().int(),
  productName: z.string(),
  sku: z.string(),
  imageUrl: z.string(),
  price: z.string(),
  inStock: z.boolean(),
  /** What may be ordered now, when the product tracks its stock; null when it does not. */
  available: z.number().int().nullable(),
  quantity: z.number().int(),
  minLevel: z.number().int().nullable(),
  parLevel: z.number().int().nullable(),
});
export type SupplyListItem = z.infer<typeof SupplyListItem>;

/** A list with its lines in order, and a note for each line whose product is gone. */
export const SupplyList = SupplyListSummary.extend({
  items: z.array(SupplyListItem),
  removed: z.array(z.object({ productName: z.string(), message: z.string() })),
});
export type SupplyList = z.infer<typeof SupplyList>;

/** What `POST /api/lists/{id}/cart` put in the cart, as Order Again answers. */
export const ListToCartResponse = ReorderResponse;
export type ListToCartResponse = ReorderResponse;

/**
 * `POST /api/lists/{id}/import`: lines of a code (SKU or GTIN) and a quantity, as quick order reads
 * them (a CSV, the list's own export, or pasted), at most 1 MB and 500 lines.
 */
export const ImportListBody = BulkCartBody;
export type ImportListBody = BulkCartBody;

/** Each line answered as quick order answers it, and the list as it is now. */
export const ImportListResponse = AnsweredLines.extend({ list: SupplyList });
export type ImportListResponse = z.infer<typeof ImportListResponse>;
