import { responseTimes, shopContact } from '@shop/contract/content';
import { Clock, Mail, MessageSquare, Phone } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The shop's support line and address as links (tel:, mailto:), with their icons. */
export const supportPhone = {
  icon: Phone,
  href: `tel:${shopContact.supportPhoneHref}`,
  text: shopContact.supportPhone,
};
export const supportEmail = {
  icon: Mail,
  href: `mailto:${shopContact.supportEmail}`,
  text: shopContact.supportEmail,
};

/** The FAQ's ways on: call, write, or the contact page's form. */
const ways = [
  { ...supportPhone, label: 'Call Us' },
  { ...supportEmail, label: 'Email Us' },
  { icon: MessageSquare, href: '/contact', label: 'Send a Message' },
] as const;

function Detail({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
        {term}
      </dt>
      <dd className="mt-1 pl-7 font-medium break-words">{children}</dd>
    </div>
  );
}

/** The FAQ's support hours and ways to reach the shop (docs/product.md, Content). */
export function SupportContact() {
  return (
    <section
      aria-labelledby="support-contact-title"
      className="rounded-xl border bg-card p-6 shadow-sm sm:p-8"
    >
      <h2 id="support-contact-title" className="text-xl font-semibold tracking-tight">
        Still have questions?
      </h2>
      <p className="mt-2 text-muted-foreground">
        Call or write to our support team; we reply to emails {responseTimes.faqEmailReply} during support
        hours.
      </p>
      <dl className="mt-6 grid gap-4 sm:flex sm:flex-wrap sm:gap-x-10">
        {[
          { icon: Clock, term: 'Support hours', text: shopContact.supportHours },
          { icon: Phone, term: 'Phone', text: shopContact.supportPhone },
          { icon: Mail, term: 'Email', text: shopContact.supportEmail },
        ].map(({ icon, term, text }) => (
          <Detail key={term} icon={icon} term={term}>
            {text}
          </Detail>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        {ways.map(({ icon: Icon, href, label }, i) => (
          <Button key={label} asChild variant={i === 0 ? 'default' : 'outline'}>
            {href.startsWith('/') ? (
              <Link to={href}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            ) : (
              <a href={href}>
                <Icon aria-hidden="true" />
                {label}
              </a>
            )}
          </Button>
        ))}
      </div>
    </section>
  );
}
