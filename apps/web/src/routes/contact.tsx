import { shopContact } from '@shop/contract/content';
import { contactMessages } from '@shop/contract/support-messages';
import { ArrowLeft, Clock, Headset, Siren, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { IconPoint, IconPointList, withIcons } from '@/components/icon-point';
import { ContactForm } from '@/features/support/components/contact-form';
import { supportEmail, supportPhone } from '@/features/support/components/support-contact';
import { SupportFormLayout } from '@/features/support/components/support-form-card';
import { settings } from '@/lib/settings';
import { useDocumentTitle } from '@/lib/use-document-title';

const WHY_CHOOSE_ICONS = [Headset, Zap, Siren] as const;

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
          {[
            { ...supportPhone, title: contactMessages.phoneCardTitle, note: shopContact.contactPageHours },
            { ...supportEmail, title: contactMessages.emailCardTitle, note: contactMessages.cardResponse },
          ].map((way) => (
            <IconPoint
              key={way.href}
              icon={way.icon}
              title={way.title}
              headingLevel={2}
              className="rounded-xl border bg-card p-6 shadow-sm"
            >
              <a href={way.href} className="font-medium break-all text-primary hover:underline">
                {way.text}
              </a>
              <p className="text-sm text-muted-foreground">{way.note}</p>
            </IconPoint>
          ))}
        </div>

        <SupportFormLayout
          title={contactMessages.formTitle}
          form={<ContactForm />}
          columns="lg:grid-cols-[3fr_2fr]"
          aside={
            <IconPointList
              id="why-choose-title"
              title={contactMessages.whyChooseTitle(settings.shopName)}
              points={withIcons(contactMessages.whyChoose, WHY_CHOOSE_ICONS)}
              pointClassName="rounded-xl border bg-card p-5"
            />
          }
        />
      </div>
    </div>
  );
}
