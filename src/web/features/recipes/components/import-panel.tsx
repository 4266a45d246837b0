import { Link2, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { httpUrlSchema, type ImportedRecipe, type ImportRecipeRequest } from '../../../../domain/recipes';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { importRecipePage } from '../api/recipes-api';

/** What went wrong, said as a person would: the server's own words, which are written for cooks. */
function importProblem(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetwork) return 'Larder could not be reached. Please check your connection and try again.';
    if (error.code === 'rate_limit') return error.message;
    if (error.code === 'unauthenticated') return 'Please sign in again to import recipes.';
    return error.message;
  }
  return 'Something went wrong reading that page. Please try again.';
}

/**
 * Import from a page: a link for Larder to fetch, or the page's HTML pasted (for sites that turn
 * servers away). The recipe found opens in the form for the cook to confirm; nothing is saved yet.
 */
export function ImportPanel({ onImported }: { onImported: (recipe: ImportedRecipe) => void }) {
  const [url, setUrl] = useState('');
  const [html, setHtml] = useState('');
  const [pageUrl, setPageUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  const run = async (request: ImportRecipeRequest) => {
    setBusy(true);
    setProblem(null);
    try {
      onImported(await importRecipePage(request));
    } catch (error) {
      setProblem(importProblem(error));
    } finally {
      setBusy(false);
    }
  };

  const fromLink = () => {
    const parsed = httpUrlSchema.safeParse(url);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'That is not a web address.');
      return;
    }
    void run({ url: parsed.data });
  };

  const fromHtml = () => {
    if (html.trim() === '') {
      setProblem('Paste the page’s HTML first.');
      return;
    }
    const link = pageUrl.trim() ? httpUrlSchema.safeParse(pageUrl) : undefined;
    if (link && !link.success) {
      setProblem(link.error.issues[0]?.message ?? 'That is not a web address.');
      return;
    }
    void run({ html, ...(link?.success ? { url: link.data } : {}) });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border bg-card p-4 sm:p-6">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <Link2 className="size-5 text-primary" aria-hidden />
        Import from a recipe page
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Larder reads the recipe, matches each ingredient and opens it here for you to check before saving.
      </p>
      <Tabs defaultValue="link" className="mt-4" onValueChange={() => setProblem(null)}>
        <TabsList>
          <TabsTrigger value="link">Paste a link</TabsTrigger>
          <TabsTrigger value="html">Paste the page</TabsTrigger>
        </TabsList>
        <TabsContent value="link">
          <form
            className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end"
            onSubmit={(event) => {
              event.preventDefault();
              fromLink();
            }}
          >
            <LinkField
              id={`${id}-url`}
              label="Recipe page link"
              placeholder="https://www.example.com/recipes/shepherds-pie"
              value={url}
              onChange={setUrl}
              className="flex-1"
            />
            <ImportButton busy={busy} />
          </form>
        </TabsContent>
        <TabsContent value="html">
          <form
            className="mt-3 space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              fromHtml();
            }}
          >
            <p className="text-sm text-muted-foreground">
              Some sites turn Larder away. Open the page, choose View source, copy it all and paste it here.
            </p>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-html`}>The page’s HTML</Label>
              <textarea
                id={`${id}-html`}
                rows={6}
                className="w-full rounded-md border border-input bg-card px-3 py-2 font-mono text-xs shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
                value={html}
                onChange={(event) => setHtml(event.target.value)}
              />
            </div>
            <LinkField
              id={`${id}-page-url`}
              label="Where it came from (optional)"
              placeholder="https://"
              value={pageUrl}
              onChange={setPageUrl}
            />
            <ImportButton busy={busy} />
          </form>
        </TabsContent>
      </Tabs>
      {problem && (
        <p role="alert" className="mt-3 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          {problem}
        </p>
      )}
    </section>
  );
}

/** A web address to read a recipe from, with its label. */
function LinkField({
  id,
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="url"
        inputMode="url"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function ImportButton({ busy }: { busy: boolean }) {
  return (
    <Button type="submit" disabled={busy}>
      {busy && <Loader2 className="animate-spin" aria-hidden />}
      {busy ? 'Reading the page…' : 'Import recipe'}
    </Button>
  );
}
