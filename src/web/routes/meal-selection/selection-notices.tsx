import { BookOpen, ImageIcon, Info, Leaf, LogIn } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { rememberRedirectPath } from '../../features/auth/redirect-path';
import { GenerationProgress } from '../../features/generation/components/generation-progress';
import type { GenerationState } from '../../features/generation/use-generation';
import { Link } from '../../lib/router/router';

type SelectionNoticesProps = {
  pantry: readonly string[];
  generation: GenerationState;
  loading: boolean;
  showMeals: boolean;
};

/** What the screen says above the meals: the pantry used, the generation's notices and progress. */
export function SelectionNotices({ pantry, generation, loading, showMeals }: SelectionNoticesProps) {
  const imagesPending = generation.options.some((meal) => meal.imageLoading);
  return (
    <>
      {pantry.length > 0 && (
        <Alert variant="success">
          <Leaf aria-hidden />
          <AlertTitle>Using ingredients from your pantry</AlertTitle>
          <AlertDescription>{pantry.join(', ')}</AlertDescription>
        </Alert>
      )}

      {generation.notices.map((notice) => (
        <Alert key={notice}>
          <Info aria-hidden />
          <AlertDescription>{notice}</AlertDescription>
        </Alert>
      ))}

      {generation.catalogReason && <CatalogNotice {...generation.catalogReason} />}

      {loading && (
        <GenerationProgress
          stage={generation.stage}
          reported={generation.reported}
          active={loading}
          waiting={generation.queuePosition !== undefined}
          complete={false}
        />
      )}
      {generation.retrying && <p className="text-sm text-muted-foreground">Retrying meal generation…</p>}

      {imagesPending && showMeals && (
        <Alert variant="warning">
          <ImageIcon aria-hidden />
          <AlertTitle>Images are still generating</AlertTitle>
          <AlertDescription>Pictures appear on the cards as they are ready; you can choose meals already.</AlertDescription>
        </Alert>
      )}
    </>
  );
}

/** Why the meals came from the catalog, with the way to sign in when an account would bring a model's. */
function CatalogNotice({ reason, message }: NonNullable<GenerationState['catalogReason']>) {
  return (
    <Alert>
      <BookOpen aria-hidden className="text-primary" />
      <AlertTitle>Meals from Larder's recipe catalog</AlertTitle>
      <AlertDescription className="space-y-3">
        <p>{message}</p>
        {reason === 'account_required' && (
          <Button asChild size="sm">
            <Link to="/auth" onClick={() => rememberRedirectPath('/meal-selection')}>
              <LogIn aria-hidden />
              Sign in
            </Link>
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}
