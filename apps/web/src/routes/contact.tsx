import { shopContact } from '@shop/contract/content';
import { contactMessages } from '@shop/contract/support-messages';
import { ArrowLeft, Clock, Headset, Mail, Phone, Siren, Zap, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { ContactForm } from '@/features/support/components/contact-form';
import { SupportFormCard } from '@/features/support/components/support-form-card';
import { settings } from '@/lib/settings';
import { useDocumentTitle } from '@/lib/use-document-title';

const WHY_CHOOSE_ICONS: readonly LucideIcon[] = [Headset, Zap, Siren];

function ContactCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex items-start gap-4 p-6">
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-accent text-accent-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="grid min-w-0 gap-1">
        <h2 className="font-semibold">{title}</h2>
        {children}
      </div>
    </Card>
  );
}

/** /contact (docs/product.md, Newsletter, contact and referrals). */
export function ContactRoute() {
  useDocumentTitle('Contact');

  return (
    <div className="pb-16">
      <section className="bg-linear-to-br from-hero-from to-hero-to">
        <div className="mx-auto grid max-w-6xl gap-4 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <Link
            to="/"
            className="inline-flex items-center gap-2 justify-self-start text-sm font-medium text-accent-foreground hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {contactMessages.backToHome}
          </Link>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{contactMessages.heroTitle}</h1>
          <p className="max-w-2xl text-lg text-muted-foreground">{contactMessages.heroText}</p>
          <p className="inline-flex items-center gap-2 text-sm font-medium">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            {contactMessages.hoursNote}
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-8 sm:px-6 lg:px-8">
        <div className="grid gap-4 sm:grid-cols-2">
          <ContactCard icon={Phone} title={contactMessages.phoneCardTitle}>
            <a
              href={`tel:${shopContact.supportPhoneHref}`}
              className="font-medium break-words text-primary hover:underline"
            >
              {shopContact.supportPhone}
            </a>
            <p className="text-sm text-muted-foreground">{shopContact.contactPageHours}</p>
          </ContactCard>
          <ContactCard icon={Mail} title={contactMessages.emailCardTitle}>
            <a
              href={`mailto:${shopContact.supportEmail}`}
              className="font-medium break-all text-primary hover:underline"
            >
              {shopContact.supportEmail}
            </a>
            <p className="text-sm text-muted-foreground">{contactMessages.cardResponse}</p>
          </ContactCard>
        </div>

        <div className="grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
          <SupportFormCard title={contactMessages.formTitle}>
            <ContactForm />
          </SupportFormCard>

          <section aria-labelledby="why-choose-title" className="grid gap-4">
            <h2 id="why-choose-title" className="text-xl font-semibold">
              {contactMessages.whyChooseTitle(settings.shopName)}
            </h2>
            <ul className="grid gap-4">
              {contactMessages.whyChoose.map((point, i) => {
                const Icon = WHY_CHOOSE_ICONS[i] ?? Headset;
                return (
                  <li key={point.title} className="flex gap-4 rounded-xl border bg-card p-5">
                    <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                    <div className="grid gap-1">
                      <h3 className="font-semibold">{point.title}</h3>
                      <p className="text-sm text-muted-foreground">{point.text}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}
