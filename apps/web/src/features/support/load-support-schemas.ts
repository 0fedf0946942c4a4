/**
 * The contact and referral schemas (and zod with them), loaded when a form is first focused rather
 * than with the page: the pages render without them, and they are in place by the time a form is
 * sent. A failed load is forgotten, so the next attempt loads again.
 */
let loading: Promise<typeof import('@shop/contract/support-schemas')> | undefined;

export function loadSupportSchemas() {
  loading ??= import('@shop/contract/support-schemas').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
