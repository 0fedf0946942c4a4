import { useEffect } from 'react';
import { settings } from './settings';

/** Sets the tab title to "{page} · {shop}", or the shop name alone for the home page. */
export function useDocumentTitle(page?: string) {
  useEffect(() => {
    document.title = page ? `${page} · ${settings.shopName}` : settings.shopName;
  }, [page]);
}
