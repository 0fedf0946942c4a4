import { authMessages } from '@shop/contract/messages';
import { ButtonLink } from '@/components/ui/button-link';

/** A doctor's own screen opened by an admin: the screen's title, why it shows nothing, and the way to the dashboard. */
export function DoctorOnlyNotice({ title }: { title: string }) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-12 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{authMessages.doctorOnly}</p>
      <ButtonLink to="/admin">Go to the dashboard</ButtonLink>
    </section>
  );
}
