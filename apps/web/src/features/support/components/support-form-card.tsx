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
