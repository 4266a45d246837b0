import { allergenLabelling, labelText, labellingNote } from '../../../domain/allergens/meal-labels';
import { displayDescription, formatMinutes, formatPence, lineAmountText, splitRecipeSteps, type Meal } from '../../../domain/meal';
import { loadAllergenCheck } from '../../lib/allergens/use-allergen-check';
import { escapeHtml } from '../../lib/escape-html';

/** Spec §9: the print window prints after 500 ms. */
export const PRINT_DELAY_MS = 500;

export function recipeSteps(meal: Meal): string[] {
  return meal.instructions.length > 0 ? meal.instructions : splitRecipeSteps(meal.recipe);
}

/** A meal with its allergens, worked out from its lines when it was saved before Larder labelled them. */
export async function labelledMeal(meal: Meal): Promise<{ meal: Meal; workedOut: boolean }> {
  if (meal.allergenSource) return { meal, workedOut: false };
  const check = await loadAllergenCheck();
  return { meal: check.withWorkedOutAllergens(meal), workedOut: true };
}

/** The allergen lines of the print page and the PDF: 'Contains: …', 'May contain: …' and who checked them. */
export function allergenLines(meal: Meal, workedOut: boolean): { contains: string; mayContain: string; notes: string[] } {
  const labelling = allergenLabelling(meal, workedOut);
  const note = labellingNote(labelling);
  return {
    contains: labelText('Contains', labelling.contains),
    mayContain: labelText('May contain', labelling.mayContain),
    notes: [...(note ? [note] : []), ...(meal.labelNotes ?? []), 'Brands differ: always check the labels.'],
  };
}

/** The printable recipe page. Every piece of meal text is escaped: a model's output is data. */
export function recipePrintHtml(meal: Meal, workedOut = false): string {
  const e = escapeHtml;
  const n = meal.nutritionalInformation;
  const allergens = allergenLines(meal, workedOut);
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${e(meal.name)} · Larder</title>
<style>body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1c1917;max-width:720px;margin:32px auto;padding:0 24px;line-height:1.5}
h1{margin:0 0 4px;font-size:28px}.meta{color:#5f5850;margin:0 0 16px}h2{font-size:18px;margin:24px 0 8px;border-bottom:1px solid #e4ddd1;padding-bottom:4px}
ul,ol{padding-left:20px}li{margin:4px 0}.nutrition{display:flex;gap:16px;flex-wrap:wrap}.nutrition div{border:1px solid #e4ddd1;border-radius:8px;padding:6px 10px}
footer{margin-top:32px;color:#8a8178;font-size:12px}.note{color:#5f5850;font-size:13px;margin:4px 0}</style></head><body>
<h1>${e(meal.name)}</h1>
<p class="meta">${e(formatMinutes(meal.totalMinutes))} · ${e(formatPence(meal.pricePence))}${meal.servings ? ` · ${meal.servings} ${meal.servings === 1 ? 'serving' : 'servings'}` : ''}</p>
<p>${e(displayDescription(meal.description, meal.name))}</p>
<h2>Ingredients</h2><ul>${meal.ingredients.map((i) => `<li>${e(i.name)}${lineAmountText(i) ? ` — ${e(lineAmountText(i))}` : ''}</li>`).join('')}</ul>
<h2>Allergens</h2><p><strong>Contains:</strong> ${e(allergens.contains)}</p><p><strong>May contain:</strong> ${e(allergens.mayContain)}</p>${allergens.notes.map((note) => `<p class="note">${e(note)}</p>`).join('')}
<h2>Cooking Instructions</h2><ol>${recipeSteps(meal)
    .map((step) => `<li>${e(step)}</li>`)
    .join('')}</ol>
<h2>Nutrition per serving</h2><div class="nutrition"><div>${n.calories} kcal</div><div>${n.protein} g protein</div><div>${n.carbs} g carbs</div><div>${n.fat} g fat</div></div>
${meal.expiryDateConsiderations ? `<h2>Storage &amp; Expiry Tips</h2><p>${e(meal.expiryDateConsiderations)}</p>` : ''}
<footer>Printed from Larder</footer></body></html>`;
}

/**
 * Opens the print page in a new window and prints it; if the window cannot open, only logs. The
 * window opens at once (a browser allows it only then); the page is written when its allergens
 * are known.
 */
export function printRecipe(meal: Meal): void {
  const printWindow = window.open('', '_blank');
  if (!printWindow) {
    console.error('Could not open the print window (blocked by the browser?)');
    return;
  }
  void labelledMeal(meal).then(({ meal: labelled, workedOut }) => {
    printWindow.document.open();
    printWindow.document.write(recipePrintHtml(labelled, workedOut));
    printWindow.document.close();
    setTimeout(() => printWindow.print(), PRINT_DELAY_MS);
  });
}
