import { NEWSLETTER_CONFIRM_PATH } from '@shop/contract/newsletter-confirm';
import { createTokenSigner } from '../../lib/signed-token';

/**
 * The link a newsletter sign-up's e-mail carries to confirm the address (decision 028): a signed
 * token naming the address and the moment the e-mail was made, so nobody can make a link for an
 * address of their choosing, and a link counts only for the sign-up it was sent for (one made
 * before the address's current sign-up does not confirm it). The token holds no secret and needs no
 * table; how long it works is the pending sign-up's business (newsletter.service.ts).
 */
export interface ConfirmToken {
  email: string;
  issuedAt: Date;
}

export interface ConfirmLinks {
  tokenFor(email: string, issuedAt: Date): string;
  /** What a token names; undefined for a forged, altered or malformed token. */
  read(token: string): ConfirmToken | undefined;
  /** The link for the e-mail: `shopUrl` is the shop's public address (`config.publicUrl`). */
  urlFor(shopUrl: string, email: string, issuedAt: Date): string;
}

/** Subscriptions are unique by lower-case address, so the token names that spelling. */
const canonical = (email: string) => email.trim().toLowerCase();
const VALUE = /^(\d{1,15}):(.+)$/s;

export function createConfirmLinks(appSecret: string, previousAppSecrets: readonly string[] = []) {
  // A purpose of its own: an unsubscribe token never passes for a confirmation, nor the reverse.
  const signer = createTokenSigner('newsletter-confirm', appSecret, previousAppSecrets);
  const links: ConfirmLinks = {
    tokenFor: (email, issuedAt) => signer.sign(`${issuedAt.getTime()}:${canonical(email)}`),
    read(token) {
      const match = VALUE.exec(signer.verify(token) ?? '');
      if (!match) return undefined;
      const [, time = '', email = ''] = match;
      return { email, issuedAt: new Date(Number(time)) };
    },
    urlFor(shopUrl, email, issuedAt) {
      const url = new URL(NEWSLETTER_CONFIRM_PATH, shopUrl);
      url.searchParams.set('token', links.tokenFor(email, issuedAt));
      return url.toString();
    },
  };
  return links;
}
