import { LogIn } from 'lucide-react';
import { Link } from '../../../lib/router/router';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/** What a signed-out visitor sees on the recipe screens: recipes are kept in an account. */
export function RecipesSignInPrompt() {
  return (
    <Alert>
      <LogIn aria-hidden />
      <AlertTitle>Sign in to keep your own recipes</AlertTitle>
      <AlertDescription className="space-y-3">
        <p>Your recipes are kept in your account, so you can write them, import them from any recipe page and plan your week with them.</p>
        <Button asChild size="sm">
          <Link to="/auth">Sign In</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
