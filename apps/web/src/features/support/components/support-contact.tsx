import { responseTimes, shopContact } from '@shop/contract/content';
import { Clock, Mail, MessageSquare, Phone } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

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
        <Detail icon={Clock} term="Support hours">
          {shopContact.supportHours}
        </Detail>
        <Detail icon={Phone} term="Phone">
          {shopContact.supportPhone}
        </Detail>
        <Detail icon={Mail} term="Email">
          {shopContact.supportEmail}
        </Detail>
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild>
          <a href={`tel:${shopContact.supportPhoneHref}`}>
            <Phone aria-hidden="true" />
            Call Us
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={`mailto:${shopContact.supportEmail}`}>
            <Mail aria-hidden="true" />
            Email Us
          </a>
        </Button>
        <Button asChild variant="outline">
          <Link to="/contact">
            <MessageSquare aria-hidden="true" />
            Send a Message
          </Link>
        </Button>
      </div>
    </section>
  );
}
