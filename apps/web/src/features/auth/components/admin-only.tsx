import type { AdminSummary } from '@shop/contract/auth-schemas';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUser } from '../api/get-user';

type AdminOnlyProps = {
  /** The document's title, set while the session is checked too. */
  title: string;
  /** The page, given the signed-in admin. */
  children: (admin: AdminSummary) => ReactNode;
};

/** An admin screen: anyone but an admin is sent to /login (docs/product.md, Roles). */
export function AdminOnly({ title, children }: AdminOnlyProps) {
  const { data: auth, isPending } = useUser();
  useDocumentTitle(title);

  if (isPending) return <PageSpinner label="Checking your session" />;
  if (!auth?.isAdmin) return <Navigate to="/login" replace />;
  return children(auth.admin);
}
