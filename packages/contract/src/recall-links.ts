/**
 * What the doctor's order page shows of recalls (issue 38), apart from recall.ts so that the order
 * page's chunk takes these two lines rather than every text of the recalls. recall.ts re-exports
 * them.
 */

/** The doctor's notice page, linked from the banner, the e-mail and an order line's recalled lot. */
export const recallNoticePath = (id: number) => `/recalls/${id}`;

/** A shipped lot under a recall, as the doctor's order page marks its line, linking to the notice. */
export const recalledLotMark = (lot: string) => `Lot ${lot} — recalled`;
