import type { DoctorSummary } from '@shop/contract/auth-schemas';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { DoctorOnlyNotice } from '@/components/doctor-only-notice';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth/api/get-user';
import { loginPathBackTo } from '@/features/auth/auth-user';

type DoctorPageProps = {
  /** The page's title, which an admin's notice bears. */
  title: string;
  /** The spinner's name while the session is read: the page's title unless given. */
  loading?: string;
  /** Where a guest comes back to once signed in: this page's path unless given. */
  back?: string;
  /** The page's frame: the spinner, the admin's notice and the doctor's page stand in it. */
  className: string;
  /** The page as the signed-in doctor sees it. */
  children: (doctor: DoctorSummary) => ReactNode;
};

/**
 * A doctor's own page: a spinner while the session is read; a guest goes to sign in and comes back
 * here; an admin is told the page is a doctor's; a doctor sees `children`.
 */
export function DoctorPage({ title, loading = title, back, className, children }: DoctorPageProps) {
  const { data: auth, isPending } = useUser();
  const location = useLocation();

  let content;
  if (isPending) content = <PageSpinner label={loading} />;
  else if (!auth) return <Navigate to={loginPathBackTo(back ?? location.pathname)} replace />;
  else if (auth.isAdmin) content = <DoctorOnlyNotice title={title} />;
  else content = children(auth.user);
  return <div className={className}>{content}</div>;
}
