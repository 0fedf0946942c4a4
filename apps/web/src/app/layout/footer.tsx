import { shopContact } from '@shop/contract/content';
import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { useUser } from '@/features/auth/api/get-user';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { settings } from '@/lib/settings';
import { Logo } from './logo';

const shopLinks = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Products' },
];

const helpLinks = [
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact' },
  { to: '/referrals', label: 'Doctor Referral Program' },
];

/** Shown to guests only: a signed-in visitor has nothing to sign in to. */
const loginLink = { to: '/login', label: 'Doctor Login' };

function LinkList({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="mt-3 grid gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="text-sm text-muted-foreground hover:text-foreground hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const { data: auth, isPending } = useUser();
  const isGuest = !isPending && !auth;
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[5fr_4fr_5fr] lg:px-8">
        <div className="grid content-start gap-4">
          <Logo />
          <p className="max-w-sm text-sm text-muted-foreground">
            Medical and aesthetic supplies for licensed healthcare professionals, with every account verified
            and every order reviewed before it ships.
          </p>
          <p className="grid gap-1 text-sm">
            <a
              href={`mailto:${shopContact.supportEmail}`}
              className="inline-flex items-center gap-2 font-medium text-primary hover:underline"
            >
              <Mail aria-hidden="true" className="size-4" />
              {shopContact.supportEmail}
            </a>
            <span className="text-muted-foreground">Support: {shopContact.supportHours}</span>
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8">
          <LinkList title="Shop" links={shopLinks} />
          <LinkList title="Help" links={isGuest ? [...helpLinks, loginLink] : helpLinks} />
        </nav>
        <section
          aria-labelledby="footer-newsletter-title"
          className="grid content-start gap-3 md:col-span-2 lg:col-span-1"
        >
          <h2 id="footer-newsletter-title" className="text-sm font-semibold">
            Newsletter
          </h2>
          <p className="text-sm text-muted-foreground">
            New products, bulk offers and clinical updates, about once a month.
          </p>
          <NewsletterForm />
        </section>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-muted-foreground sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {settings.shopName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
