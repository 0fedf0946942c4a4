/**
 * The row an `INSERT … RETURNING` of one row answers. It is always there: a missing one is a defect
 * (thrown with `failure`, answered as any 500), never a refusal to show the caller.
 */
export function insertedRow<Row>(rows: readonly Row[], failure: string): Row {
  const [row] = rows;
  if (!row) throw new Error(failure);
  return row;
}
