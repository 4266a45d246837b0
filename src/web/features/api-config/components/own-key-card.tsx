import { KeyRound, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from '../../../lib/router/router';
import { ownApiKeyProblem } from '../../../../domain/generation/own-api-key';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useDeviceOnly, useKitchenStatus, useKitchenStore } from '../../../lib/kitchen/kitchen-context';
import { showError, showSuccess } from '../../../lib/toasts';
import { OWN_KEY_ANCHOR } from '../own-key-anchor';

/** The last four characters, the rest hidden: enough to tell keys apart, never enough to use one. */
const masked = (key: string) => `${key.slice(0, 3)}…${key.slice(-4)}`;

/**
 * docs/design.md §6.8: a cook's own OpenAI-compatible key. Kept in this browser only (under the cook's
 * account when signed in, removed on sign-out), sent with meal generation requests only, never
 * stored on the server.
 */
export function OwnKeyCard() {
  const store = useKitchenStore();
  const { account } = useKitchenStatus();
  const { ownApiKey } = useDeviceOnly();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const { hash } = useLocation();

  useEffect(() => {
    if (hash === `#${OWN_KEY_ANCHOR}`) input.current?.focus();
  }, [hash]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const found = ownApiKeyProblem(draft);
    setProblem(found);
    if (found) return;
    if (!store.setDeviceOnly({ ownApiKey: draft.trim() })) {
      showError('Error', 'This browser would not keep the key. Please try again.');
      return;
    }
    setDraft('');
    showSuccess('API key saved', 'Meal suggestions will use your key.');
  };

  const remove = () => {
    store.setDeviceOnly({ ownApiKey: undefined });
    showSuccess('API key removed');
  };

  return (
    <Card id={OWN_KEY_ANCHOR}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden />
          Your own API key
        </CardTitle>
        <CardDescription>
          Optional: use your own OpenAI-compatible key for meal suggestions. It stays in this browser
          {account ? ', with your account,' : ''} and is sent only with meal generation requests; Larder never stores it on the server.
          {account ? ' Signing out removes it from this browser.' : ''}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {ownApiKey ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm">
              Saved in this browser: <span className="font-mono">{masked(ownApiKey)}</span>
            </p>
            <Button variant="outline" size="sm" onClick={remove}>
              <Trash2 aria-hidden />
              Remove key
            </Button>
          </div>
        ) : (
          <form onSubmit={save} className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
            <div className="flex-1 space-y-1.5">
              <Label htmlFor="own-api-key">API key</Label>
              <Input
                ref={input}
                id="own-api-key"
                type="password"
                autoComplete="off"
                spellCheck={false}
                placeholder="sk-…"
                value={draft}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? 'own-api-key-problem' : undefined}
                onChange={(event) => setDraft(event.target.value)}
              />
            </div>
            <Button type="submit">Save key</Button>
          </form>
        )}
        {problem && (
          <p id="own-api-key-problem" role="alert" className="mt-2 text-sm text-destructive">
            {problem}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
