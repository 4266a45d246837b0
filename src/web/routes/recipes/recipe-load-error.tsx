import { AlertCircle } from 'lucide-react';
import { Link } from '../../lib/router/router';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';

/** A recipe that is not there (another cook's, or deleted) or could not be loaded. */
export function RecipeLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const missing = error instanceof ApiError && error.code === 'not_found';
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden />
      <AlertTitle>{missing ? 'There is no such recipe' : 'The recipe could not be loaded'}</AlertTitle>
      <AlertDescription className="space-y-3">
        <p>{missing ? 'It may have been deleted.' : error.message}</p>
        {missing ? (
          <Button asChild size="sm" variant="outline">
            <Link to="/recipes">Back to My Recipes</Link>
          </Button>
        ) : (
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try Again
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}
