import { NEWSLETTER_UNSUBSCRIBE_PATH } from '@shop/contract/newsletter-unsubscribe';
import { createTokenSigner } from '../../lib/signed-token';
import { listUnsubscribeHeaders } from '../email/email.layout';

/**
 * The one-click unsubscribe link every newsletter e-mail carries (docs/product.md, Newsletter
 * unsubscribe): a signed token naming the address, so following the link removes exactly that address
 * and nobody can make a link that removes someone else's. The token does not expire: an old e-mail's
 * link keeps working, as mail providers expect of List-Unsubscribe.
 */
export interface UnsubscribeLinks {
  tokenFor(email: string): string;
  /** The address a token names; undefined for a forged, altered or malformed token. */
  emailOf(token: string): string | undefined;
  /**
   * The link for an e-mail's body: `shopUrl` is the shop's public address (`config.publicUrl`, the
   * PUBLIC_URL setting), e.g. https://shop.example.
   */
  urlFor(shopUrl: string, email: string): string;
  /**
   * The headers of a newsletter e-mail: mail programs show their own Unsubscribe button for
   * `List-Unsubscribe` (RFC 2369), and with `List-Unsubscribe-Post` (RFC 8058) unsubscribe with one
   * POST, without opening the page.
   */
  headersFor(shopUrl: string, email: string): UnsubscribeHeaders;
}

export interface UnsubscribeHeaders {
  'List-Unsubscribe': string;
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click';
}

/** Subscriptions are unique by lower-case address, so the token names that spelling. */
const canonical = (email: string) => email.trim().toLowerCase();

export function createUnsubscribeLinks(appSecret: string, previousAppSecrets: readonly string[] = []) {
  const signer = createTokenSigner('newsletter-unsubscribe', appSecret, previousAppSecrets);

  const links: UnsubscribeLinks = {
    tokenFor: (email) => signer.sign(canonical(email)),
    emailOf: (token) => signer.verify(token),
    urlFor(shopUrl, email) {
      const url = new URL(NEWSLETTER_UNSUBSCRIBE_PATH, shopUrl);
      url.searchParams.set('token', links.tokenFor(email));
      return url.toString();
    },
    headersFor: (shopUrl, email) => listUnsubscribeHeaders(links.urlFor(shopUrl, email)),
  };
  return links;
}
