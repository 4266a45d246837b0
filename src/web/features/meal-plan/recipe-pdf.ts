import type { Meal } from '../../../domain/meal';
import { formatMinutes, formatPence, lineAmountText } from '../../../domain/meal';
import { toWinAnsi } from '../../../domain/text/win-ansi';
import { allergenLines, labelledMeal, recipeSteps } from './print-recipe';

/** The meal's picture as a PNG data URL (SVG illustrations are drawn onto a canvas first). */
async function pictureAsPng(url: string | undefined): Promise<string | undefined> {
  if (!url) return undefined;
  try {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 600;
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    const scale = Math.max(canvas.width / image.naturalWidth, canvas.height / image.naturalHeight);
    const width = image.naturalWidth * scale;
    const height = image.naturalHeight * scale;
    context.drawImage(image, (canvas.width - width) / 2, (canvas.height - height) / 2, width, height);
    return canvas.toDataURL('image/jpeg', 0.85);
  } catch {
    return undefined;
  }
}

export function pdfFileName(meal: Meal): string {
  const slug =
    meal.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'recipe';
  return `${slug}-recipe.pdf`;
}

/**
 * A one- or two-page recipe for the fridge door: title, picture, ingredients with quantities,
 * allergens, numbered steps, nutrition and storage tips. jsPDF is loaded only when a PDF is asked for.
 */
export async function downloadRecipePdf(saved: Meal): Promise<void> {
  const [{ jsPDF }, { meal, workedOut }] = await Promise.all([import('jspdf'), labelledMeal(saved)]);
  const allergens = allergenLines(meal, workedOut);
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  const margin = 16;
  const width = 210 - margin * 2;
  let y = margin;
  const ensure = (height: number) => {
    if (y + height > 297 - margin) {
      doc.addPage();
      y = margin;
    }
  };
  const text = (content: string, size: number, style: 'normal' | 'bold' = 'normal', indent = 0) => {
    doc.setFont('helvetica', style);
    doc.setFontSize(size);
    // Helvetica draws WinAnsi only: 'Gołąbki' is written 'Golabki' rather than as gibberish.
    const lines = doc.splitTextToSize(toWinAnsi(content), width - indent) as string[];
    for (const line of lines) {
      ensure(size * 0.5);
      doc.text(line, margin + indent, y);
      y += size * 0.45;
    }
  };

  doc.setTextColor(47, 107, 59);
  text(meal.name, 20, 'bold');
  doc.setTextColor(95, 88, 80);
  text(
    `${formatMinutes(meal.totalMinutes)} · ${formatPence(meal.pricePence)}${meal.servings ? ` · ${meal.servings} serving${meal.servings === 1 ? '' : 's'}` : ''}`,
    10,
  );
  doc.setTextColor(28, 25, 23);
  y += 2;
  const picture = await pictureAsPng(meal.imageUrl);
  if (picture) {
    doc.addImage(picture, 'JPEG', margin, y, 80, 60);
    const top = y;
    y = top + 4;
    const column = margin + 86;
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(12);
    doc.text('Nutrition per serving', column, y);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(10);
    const n = meal.nutritionalInformation;
    [`${n.calories} kcal`, `${n.protein} g protein`, `${n.carbs} g carbohydrate`, `${n.fat} g fat`].forEach((line, index) =>
      doc.text(line, column, y + 7 + index * 5.5),
    );
    y = top + 66;
  }
  text('Ingredients', 13, 'bold');
  for (const ingredient of meal.ingredients)
    text(`•  ${ingredient.name}${lineAmountText(ingredient) ? ` — ${lineAmountText(ingredient)}` : ''}`, 10, 'normal', 2);
  y += 3;
  text('Allergens', 13, 'bold');
  text(`Contains: ${allergens.contains}`, 10, 'bold');
  text(`May contain: ${allergens.mayContain}`, 10);
  for (const note of allergens.notes) text(note, 9);
  y += 3;
  text('Method', 13, 'bold');
  recipeSteps(meal).forEach((step, index) => {
    text(`${index + 1}.  ${step}`, 10, 'normal', 2);
    y += 1;
  });
  if (!picture) {
    y += 2;
    const n = meal.nutritionalInformation;
    text('Nutrition per serving', 13, 'bold');
    text(`${n.calories} kcal · ${n.protein} g protein · ${n.carbs} g carbohydrate · ${n.fat} g fat`, 10);
  }
  if (meal.expiryDateConsiderations) {
    y += 3;
    text('Storage & expiry', 13, 'bold');
    text(meal.expiryDateConsiderations, 10);
  }
  doc.save(pdfFileName(meal));
}
