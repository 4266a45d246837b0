import { CheckCircle2, MailWarning } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../../lib/router/router';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Card, CardContent } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useSession } from '../../lib/session';
import { NewPasswordCard } from '../../features/auth/components/new-password-card';
import { ResetRequestCard } from '../../features/auth/components/reset-request-card';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { SignUpForm } from '../../features/auth/components/sign-up-form';
import { takeRedirectPath } from '../../features/auth/redirect-path';
import { ThemeToggle } from '../../features/theme/theme-toggle';

function Notices({ params }: { params: URLSearchParams }) {
  const error = params.get('error');
  if (error === 'email_confirmation_required') {
    return (
      <Alert variant="warning">
        <MailWarning aria-hidden />
        <AlertTitle>Please confirm your email</AlertTitle>
        <AlertDescription>Confirm your email address before signing in: open the verification link we sent you.</AlertDescription>
      </Alert>
    );
  }
  if (error && params.has('verified')) {
    return (
      <Alert variant="destructive">
        <MailWarning aria-hidden />
        <AlertTitle>This link no longer works</AlertTitle>
        <AlertDescription>The verification link is invalid or has expired. Sign in to get a new one sent to you.</AlertDescription>
      </Alert>
    );
  }
  if (params.has('verified')) {
    return (
      <Alert variant="success">
        <CheckCircle2 aria-hidden />
        <AlertTitle>Email confirmed</AlertTitle>
        <AlertDescription>Your email address is confirmed. You can sign in now.</AlertDescription>
      </Alert>
    );
  }
  return null;
}

/** /auth: sign in, create an account, ask for a reset link, or set a new password from one. */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const [mode, setMode] = useState<'tabs' | 'reset'>('tabs');
  const [tab, setTab] = useState('signin');
  const token = params.get('token');

  useEffect(() => {
    if (user) void navigate(takeRedirectPath(), { replace: true });
  }, [user, navigate]);

  const leaveResetLink = () => {
    setParams({}, { replace: true });
    setTab('signin');
  };

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-sidebar to-background">
      <header className="flex items-center justify-between p-4 sm:px-8">
        <Link to="/" className="flex items-center gap-2.5 rounded-md font-semibold tracking-tight">
          <img src="/favicon.svg" alt="" className="size-8" width={32} height={32} />
          <span className="text-lg">Larder</span>
        </Link>
        <ThemeToggle />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-16 pt-6 sm:pt-12">
        <div className="w-full max-w-md space-y-6">
          <div className="space-y-2 text-center">
            <h1 className="text-3xl font-bold tracking-tight">Welcome to Larder</h1>
            <p className="text-muted-foreground">Sign in to save meal plans, track ingredients and more.</p>
          </div>
          <Notices params={params} />
          {token ? (
            <NewPasswordCard token={token} onDone={leaveResetLink} />
          ) : mode === 'reset' ? (
            <ResetRequestCard onBack={() => setMode('tabs')} />
          ) : (
            <Card>
              <CardContent className="pt-6">
                <Tabs value={tab} onValueChange={setTab}>
                  <TabsList className="grid w-full grid-cols-2">
                    <TabsTrigger value="signin">Sign In</TabsTrigger>
                    <TabsTrigger value="signup">Sign Up</TabsTrigger>
                  </TabsList>
                  <TabsContent value="signin">
                    <SignInForm onForgotPassword={() => setMode('reset')} />
                  </TabsContent>
                  <TabsContent value="signup">
                    <SignUpForm />
                  </TabsContent>
                </Tabs>
              </CardContent>
            </Card>
          )}
          <p className="text-center text-sm text-muted-foreground">After signing up, check your email for the verification link.</p>
        </div>
      </main>
    </div>
  );
}
