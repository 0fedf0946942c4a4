import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * An e-mailed link's token, carried in the URL's fragment (`/reset-password#TOKEN`): a browser never
 * sends the fragment with the page's request, so the token stays out of the server's and proxies'
 * logs. It is read once and taken out of the address bar (and the history entry) at once.
 */
export function useFragmentToken(): string {
  const location = useLocation();
  const [token] = useState(() => location.hash.replace(/^#/, ''));
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  return token;
}
