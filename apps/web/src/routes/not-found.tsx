import { generalMessages } from '@shop/contract/messages';
import { GoHomeButton, NotFoundPage } from '@/components/ui/not-found-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundRoute() {
  useDocumentTitle(generalMessages.notFoundTitle);

  return (
    <NotFoundPage
      mark={
        <p className="text-6xl font-bold text-primary" aria-hidden="true">
          404
        </p>
      }
      title={generalMessages.notFoundTitle}
      text={generalMessages.notFoundHint}
    >
      <GoHomeButton />
    </NotFoundPage>
  );
}
