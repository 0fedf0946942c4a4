import { useEffect, useRef, type ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Card, CardContent, CardHeader } from './card';

/**
 * A page that is one narrow card (a password reset, an invitation's acceptance): its title, the
 * line under it, and its content. The tab is named by the title (or `documentTitle`); arriving from
 * an e-mail or another page, the reader starts at the heading.
 */
export function CardPage({
  title,
  description,
  documentTitle = title,
  children,
}: {
  title: string;
  description: ReactNode;
  documentTitle?: string;
  children: ReactNode;
}) {
  useDocumentTitle(documentTitle);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card>
        <CardHeader className="text-center">
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight focus:outline-none">
            {title}
          </h1>
          <p className="text-sm text-muted-foreground">{description}</p>
        </CardHeader>
        <CardContent className="grid gap-6">{children}</CardContent>
      </Card>
    </div>
  );
}
