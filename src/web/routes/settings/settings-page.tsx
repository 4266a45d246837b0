import { Lock, UserRound } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';

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
          <Card>
            <CardHeader>
              <CardTitle>Account</CardTitle>
              <CardDescription>Account settings will be available in a future update.</CardDescription>
            </CardHeader>
          </Card>
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
    </div>
  );
}
