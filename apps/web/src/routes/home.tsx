import type { AuthResponse } from '@shop/contract/auth-schemas';
import { BadgeCheck, ClipboardCheck, Layers, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { IconPointList } from '@/components/icon-point';
import { ButtonLink } from '@/components/ui/button-link';
import { useUser } from '@/features/auth/api/get-user';
import { PendingAccountNotice } from '@/features/auth/components/pending-account-notice';
import {
  AdminFeaturedEmpty,
  AdminFeaturedEntryActions,
  AdminFeaturedToolbar,
} from '@/features/carousel/admin-slots';
import {
  FeaturedCarousel,
  type FeaturedAdminSlots,
  type FeaturedCards,
} from '@/features/carousel/components/featured-carousel';
import { HeroCarousel } from '@/features/carousel/components/hero-carousel';
import { AdminShopImages } from '@/features/catalog/admin-slots';
import { useCategories } from '@/features/catalog/api/get-categories';
import {
  FeaturedProductCard,
  FeaturedProductCardSkeleton,
} from '@/features/catalog/components/featured-product-card';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { SearchBox } from '@/features/search/components/search-box';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageHeading } from '@/components/ui/page-heading';

const valuePoints = [
  {
    icon: BadgeCheck,
    title: 'Verified professionals',
    text: 'Every account is checked against a current medical license before it can order.',
  },
  {
    icon: ClipboardCheck,
    title: 'Admin-reviewed orders',
    text: 'Our team reviews each order before it is processed, so the right product reaches the right clinic.',
  },
  {
    icon: Layers,
    title: 'Bulk pricing',
    text: 'Tiered discounts apply automatically as your quantities grow.',
  },
];

const orderingSteps = [
  { title: 'Register your practice', text: 'Tell us your license number, college and practice address.' },
  { title: 'Get verified', text: 'Our team checks your license and approves your account.' },
  { title: 'Order with confidence', text: 'Every order is reviewed before it is processed and shipped.' },
];

const pillClass =
  'inline-flex h-10 shrink-0 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap';

/**
 * Home: the five category pills, to /products?category={slug}, in the server's order.
 * One row that scrolls sideways on a phone, so its height is the same before and after loading.
 */
function CategoryPills() {
  const categories = useCategories();
  if (categories.isError) return null;

  return (
    <nav aria-label="Shop by category" className="-mx-1 overflow-x-auto px-1 py-1">
      <ul className="flex gap-2 lg:flex-wrap lg:justify-center" aria-busy={categories.isPending}>
        {categories.isPending
          ? Array.from({ length: 5 }, (_, i) => (
              <li
                key={`placeholder-${i}`}
                aria-hidden="true"
                className={`${pillClass} w-36 animate-pulse bg-muted`}
              />
            ))
          : categories.data.map((category) => (
              <li key={category.id}>
                <Link
                  to={`/products?category=${encodeURIComponent(category.slug)}`}
                  className={`${pillClass} bg-card transition-colors hover:border-primary hover:bg-accent hover:text-accent-foreground`}
                >
                  {category.name}
                </Link>
              </li>
            ))}
      </ul>
    </nav>
  );
}

function secondaryCta(auth: AuthResponse | null | undefined) {
  if (!auth) return { to: '/login', label: 'Register Your Practice', state: { view: 'register' } };
  if (auth.isAdmin) return { to: '/admin/dashboard', label: 'Open Dashboard' };
  return { to: '/orders', label: 'View Your Orders' };
}

/** The ordering section's call to action, fitted to who is looking. */
function SecondaryCta() {
  const { data: auth, isPending } = useUser();
  const cta = secondaryCta(auth);

  return (
    // While the session is looked up the button holds its place unseen, so nothing shifts.
    <ButtonLink to={cta.to} state={cta.state} size="lg" className={isPending ? 'invisible' : undefined} arrow>
      {cta.label}
    </ButtonLink>
  );
}

function HowOrderingWorks() {
  return (
    <section aria-labelledby="steps-title" className="grid content-start gap-6">
      <div>
        <h2 id="steps-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          How ordering works
        </h2>
        <p className="mt-2 text-muted-foreground">From registration to delivery, built for clinics.</p>
      </div>
      <ol className="grid gap-5">
        {orderingSteps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-medium">{step.title}</h3>
              <p className="mt-0.5 text-sm text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div>
        <SecondaryCta />
      </div>
    </section>
  );
}

function WhyOrderHere() {
  return (
    <IconPointList
      id="value-title"
      title="Why practices order here"
      titleClassName="text-2xl font-bold tracking-tight sm:text-3xl"
      className="grid content-start gap-6"
      points={valuePoints}
    />
  );
}

function NewsletterBlock() {
  return (
    <section
      aria-labelledby="newsletter-title"
      className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6 lg:px-8"
    >
      <div className="grid items-center gap-6 rounded-2xl bg-linear-to-br from-hero-from to-hero-to p-6 sm:p-10 lg:grid-cols-2">
        <div className="flex gap-4">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-card text-primary shadow-sm sm:flex">
            <Mail aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h2 id="newsletter-title" className="text-2xl font-bold tracking-tight">
              Stay up to date
            </h2>
            <p className="mt-1 text-muted-foreground">
              New products, bulk offers and clinical updates in your inbox, about once a month.
            </p>
          </div>
        </div>
        <NewsletterForm size="lg" />
      </div>
    </section>
  );
}

/** The featured carousel shows the catalogue's own product cards. */
const featuredCards: FeaturedCards = { Card: FeaturedProductCard, Skeleton: FeaturedProductCardSkeleton };

/** An admin's controls on the carousel (lazily loaded; never for shoppers). */
const featuredAdmin: FeaturedAdminSlots = {
  Toolbar: AdminFeaturedToolbar,
  empty: <AdminFeaturedEmpty />,
  EntryActions: AdminFeaturedEntryActions,
};

export function HomeRoute() {
  useDocumentTitle();
  const isAdmin = useUser().data?.isAdmin === true;

  return (
    <>
      <HeroCarousel />

      <section aria-labelledby="home-title" className="border-b bg-card">
        <div className="mx-auto grid w-full max-w-4xl gap-4 px-4 py-8 sm:px-6 sm:py-10">
          <div className="text-center">
            <PageHeading id="home-title" className="text-balance">
              Clinical and aesthetic supplies for verified practices
            </PageHeading>
            <p className="mt-2 text-muted-foreground">Search the catalogue or start with a specialty.</p>
          </div>
          <SearchBox label="Home search" size="lg" />
          <CategoryPills />
        </div>
      </section>

      <PendingAccountNotice />

      {isAdmin && <AdminShopImages />}

      <FeaturedCarousel cards={featuredCards} admin={isAdmin ? featuredAdmin : undefined} />

      <div className="border-y bg-card">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8">
          <WhyOrderHere />
          <HowOrderingWorks />
        </div>
      </div>

      <div className="pt-16">
        <NewsletterBlock />
      </div>
    </>
  );
}
