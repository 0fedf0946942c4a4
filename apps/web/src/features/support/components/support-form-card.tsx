import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

/** The contact and referral pages' form, in a card under its title. */
export function SupportFormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">{title}</h2>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * The contact and referral pages' body: the form in its card, and beside it (below it on a narrow
 * screen) what makes the case for it; `columns` shares the width between the two.
 */
export function SupportFormLayout({
  title,
  form,
  aside,
  columns,
}: {
  title: string;
  form: ReactNode;
  aside: ReactNode;
  columns: string;
}) {
  return (
    <div className={`grid items-start gap-8 ${columns}`}>
      <SupportFormCard title={title}>{form}</SupportFormCard>
      {aside}
    </div>
  );
}
