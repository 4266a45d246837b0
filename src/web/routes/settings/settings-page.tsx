import { ChevronRight, KeyRound, Lock, UserRound } from 'lucide-react';
import { Link } from '../../lib/router/router';
import { Button } from '../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { AccountTab } from './account-tab';

export function SettingsPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-8">
      <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
      <p className="mt-1 text-muted-foreground">Manage your account and privacy.</p>
      <Tabs defaultValue="account" className="mt-6">
        <TabsList>
          <TabsTrigger value="account">
            <UserRound className="size-4" aria-hidden />
            Account
          </TabsTrigger>
          <TabsTrigger value="privacy">
            <Lock className="size-4" aria-hidden />
            Privacy
          </TabsTrigger>
        </TabsList>
        <TabsContent value="account">
          <AccountTab />
        </TabsContent>
        <TabsContent value="privacy">
          <Card>
            <CardHeader>
              <CardTitle>Privacy</CardTitle>
              <CardDescription>Privacy settings will be available in a future update.</CardDescription>
            </CardHeader>
          </Card>
        </TabsContent>
      </Tabs>
      <Card className="mt-6">
        <CardHeader className="gap-4 sm:flex-row sm:items-center">
          <div className="flex min-w-0 flex-1 items-start gap-3">
            <KeyRound className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <div className="space-y-1.5">
              <CardTitle>API configuration</CardTitle>
              <CardDescription>Check how AI meal suggestions and meal pictures are set up, and run diagnostics.</CardDescription>
            </div>
          </div>
          <Button asChild variant="outline" className="self-start sm:self-center">
            <Link to="/api-settings">
              API Configuration
              <ChevronRight aria-hidden />
            </Link>
          </Button>
        </CardHeader>
      </Card>
    </div>
  );
}
