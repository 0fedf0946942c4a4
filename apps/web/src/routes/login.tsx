import { authMessages } from '@shop/contract/messages';
import { ArrowLeft, UserPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useUser } from '@/features/auth/api/get-user';
import { afterLoginPath } from '@/features/auth/auth-user';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useDocumentTitle } from '@/lib/use-document-title';

type View = 'login' | 'register';

/** A link may open the page on the registration view: <Link to="/login" state={{ view: 'register' }}>. */
function initialView(state: unknown): View {
  const wantsRegister =
    typeof state === 'object' && state !== null && 'view' in state && state.view === 'register';
  return wantsRegister ? 'register' : 'login';
}

const copy = {
  login: {
    title: 'Doctor Login',
    description: 'Sign in to order for your practice.',
  },
  register: {
    title: 'Register Your Practice',
    description: 'Accounts are for licensed healthcare professionals and are activated after review.',
  },
} as const;

function AuthPanel() {
  const location = useLocation();
  const [view, setView] = useState<View>(() => initialView(location.state));
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);
  useDocumentTitle(copy[view].title);

  // After a switch, put focus on the new view's heading so screen-reader users know where they are.
  useEffect(() => {
    if (switched.current) headingRef.current?.focus();
  }, [view]);

  const switchTo = (next: View) => {
    switched.current = true;
    setView(next);
  };

  return (
    <div className={cn('mx-auto w-full px-4 py-10 sm:py-16', view === 'login' ? 'max-w-md' : 'max-w-2xl')}>
      <Card>
        <CardHeader className="text-center">
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight focus:outline-none">
            {copy[view].title}
          </h1>
          <p className="text-sm text-muted-foreground">{copy[view].description}</p>
        </CardHeader>
        <CardContent className="grid gap-6">
          {view === 'login' ? (
            <>
              {registeredEmail && <Alert>{authMessages.registrationSuccess}</Alert>}
              <div className="grid gap-6">
                <LoginForm defaultEmail={registeredEmail ?? ''} />
                <div className="grid gap-3 border-t pt-6 text-center">
                  <p className="text-sm text-muted-foreground">New to the shop?</p>
                  <Button
                    variant="outline"
                    onClick={() => {
                      setRegisteredEmail(null);
                      switchTo('register');
                    }}
                  >
                    <UserPlus aria-hidden="true" />
                    Create New Account
                  </Button>
                </div>
              </div>
            </>
          ) : (
            <>
              <RegisterForm
                onRegistered={(email) => {
                  setRegisteredEmail(email);
                  switchTo('login');
                }}
              />
              <Button variant="link" className="justify-self-center" onClick={() => switchTo('login')}>
                <ArrowLeft aria-hidden="true" />
                Back to Login
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * /login and /auth. A signed-in visitor is sent where a fresh login would send them: back to the page
 * that asked for a sign-in (`?redirect=`), else an admin to the dashboard and a doctor home.
 */
export function LoginRoute() {
  const { data: auth, isPending } = useUser();
  const [params] = useSearchParams();
  if (isPending) return <PageSpinner label="Checking your session" />;
  if (auth) return <Navigate to={afterLoginPath(auth, params.get('redirect'))} replace />;
  return <AuthPanel />;
}
