import type { Meal } from '../../../domain/meal';
import { showError, showSuccess } from '../../lib/toasts';

/** Downloads the meal's recipe as a PDF, saying so; the PDF code loads when the cook asks for one. */
export async function downloadPdfWithToasts(meal: Meal): Promise<void> {
  try {
    const { downloadRecipePdf } = await import('./recipe-pdf');
    await downloadRecipePdf(meal);
    showSuccess('Recipe PDF Generated', 'Your recipe has been downloaded as a PDF.');
  } catch {
    showError('Failed to generate PDF. Please try again.');
  }
}
