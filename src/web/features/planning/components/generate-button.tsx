import { Loader2, Sparkles } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '../../../components/ui/button';

const REQUIRED_MESSAGE = 'Please fill in all required fields to continue';

// Its tooltip loads when the form first cannot be sent.
const DisabledGenerate = lazy(async () => ({ default: (await import('./disabled-generate')).DisabledGenerate }));

/** 'Generate meal options': disabled with the required-fields hint until the form can be sent, busy while it is. */
export function GenerateButton({ complete, submitting }: { complete: boolean; submitting: boolean }) {
  const disabledButton = (
    <Button type="submit" size="lg" className="w-full" disabled>
      <Sparkles aria-hidden />
      Generate meal options
    </Button>
  );
  return (
    <div className="space-y-2">
      {!complete && !submitting ? (
        <Suspense fallback={disabledButton}>
          <DisabledGenerate message={REQUIRED_MESSAGE} hintId="generate-hint">
            {disabledButton}
          </DisabledGenerate>
        </Suspense>
      ) : (
        <Button type="submit" size="lg" className="w-full" disabled={submitting || !complete}>
          {submitting ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
          {submitting ? 'Generating your personalised meal options...' : 'Generate meal options'}
        </Button>
      )}
      {!complete && !submitting && (
        <p id="generate-hint" className="text-center text-xs text-muted-foreground">
          {REQUIRED_MESSAGE}
        </p>
      )}
      {submitting && (
        <p className="text-center text-sm text-muted-foreground">This may take 1-2 minutes... We're creating meals with images for you.</p>
      )}
    </div>
  );
}
