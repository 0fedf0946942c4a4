/**
 * What every admin form says about its own messages (the add-product page, the edit dialog, the
 * carousel item dialog): how many fields need fixing, above the form and on a tab.
 */
export const adminFormMessages = {
  fieldsNeedAttention: (count: number) =>
    count === 1 ? 'One field needs your attention.' : `${count} fields need your attention.`,
  fieldsToFix: (count: number) => (count === 1 ? '1 field to fix' : `${count} fields to fix`),
} as const;
