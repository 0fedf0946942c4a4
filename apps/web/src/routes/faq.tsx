import { FAQ_TOPICS } from '@/features/support/faq-entries';
import { FaqList } from '@/features/support/components/faq-list';
import { SupportContact } from '@/features/support/components/support-contact';
import { useDocumentTitle } from '@/lib/use-document-title';

const TITLE = 'Frequently Asked Questions';

/** /faq: the questions by topic, then the support hours and ways to reach the shop. */
export function FaqRoute() {
  useDocumentTitle(TITLE);

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-10 px-4 py-10 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{TITLE}</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Answers about ordering, approval, payment, shipping, cancellations, returns and support.
        </p>
      </div>
      <FaqList topics={FAQ_TOPICS} />
      <SupportContact />
    </div>
  );
}
