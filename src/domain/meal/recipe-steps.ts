/**
 * Spec meal-planning-flow §5: recipe text is split into steps by numbered lines ('1. …',
 * '2) …'), or else by sentence boundaries before a capital letter.
 */
export function splitRecipeSteps(text: string | null | undefined): string[] {
  const source = (text ?? '').trim();
  if (!source) return [];
  const lines = source
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const numbered = /^(?:step\s*)?\d+\s*[.):-]\s*/i;
  if (lines.filter((line) => numbered.test(line)).length >= 2) {
    const steps: string[] = [];
    for (const line of lines) {
      if (numbered.test(line) || steps.length === 0) steps.push(line.replace(numbered, ''));
      else steps[steps.length - 1] += ` ${line}`;
    }
    return steps.filter(Boolean);
  }
  // Inline numbering: '1. Chop. 2. Fry.'
  const inline = source
    .split(/\s*(?:^|\s)\d+[.)]\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (inline.length >= 2 && /^\s*1[.)]\s/.test(source)) return inline;
  return source
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .map((step) => step.trim())
    .filter(Boolean);
}
