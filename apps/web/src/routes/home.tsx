import type { AuthResponse } from '@shop/contract/auth';
import { ArrowRight, BadgeCheck, ClipboardCheck, Layers } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useUser } from '@/features/auth/api/get-user';
import { CategoryGrid } from '@/features/catalog/components/category-grid';
import { useDocumentTitle } from '@/lib/use-document-title';

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

function HowOrderingWorks() {
  return (
    <section
      aria-labelledby="steps-title"
      className="rounded-2xl border bg-card/80 p-6 shadow-sm backdrop-blur sm:p-8"
    >
      <h2 id="steps-title" className="text-lg font-semibold">
        How ordering works
      </h2>
      <ol className="mt-5 grid gap-5">
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
    </section>
  );
}

function secondaryCta(auth: AuthResponse | null | undefined) {
  if (!auth) return { to: '/login', label: 'Register Your Practice', state: { view: 'register' } };
  if (auth.isAdmin) return { to: '/admin/dashboard', label: 'Open Dashboard' };
  return { to: '/orders', label: 'View Your Orders' };
}

/** The hero's second call to action, fitted to who is looking. */
function SecondaryCta() {
  const { data: auth, isPending } = useUser();
  const cta = secondaryCta(auth);

  return (
    // While the session is looked up the button holds its place unseen, so the hero does not shift.
    <Button asChild size="lg" variant="outline" className={isPending ? 'invisible' : undefined}>
      <Link to={cta.to} state={cta.state}>
        {cta.label}
      </Link>
    </Button>
  );
}

export function HomeRoute() {
  useDocumentTitle();

  return (
    <>
      <section aria-labelledby="hero-title" className="bg-linear-to-br from-hero-from to-hero-to">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[3fr_2fr] lg:px-8">
          <div className="grid gap-6">
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">
              For licensed healthcare professionals
            </p>
            <h1
              id="hero-title"
              className="max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl"
            >
              Clinical and aesthetic supplies, delivered to verified practices
            </h1>
            <p className="max-w-2xl text-lg text-muted-foreground">
              Botulinum toxins, dermal fillers, orthopedic, rheumatology, weight-loss and gynecology products
              from trusted manufacturers, ordered through an account built for your practice.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button asChild size="lg">
                <Link to="/products">
                  Browse Products
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <SecondaryCta />
            </div>
          </div>
          <HowOrderingWorks />
        </div>
      </section>

      <section aria-labelledby="value-title" className="border-y bg-card">
        <h2 id="value-title" className="sr-only">
          Why practices order here
        </h2>
        <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 md:grid-cols-3 lg:px-8">
          {valuePoints.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="categories-title"
        className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6 lg:px-8"
      >
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="categories-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Shop by category
            </h2>
            <p className="mt-2 text-muted-foreground">Five specialties, one trusted supplier.</p>
          </div>
          <Button asChild variant="link" className="px-0">
            <Link to="/products">
              View all products
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
        <CategoryGrid />
      </section>
    </>
  );
}
