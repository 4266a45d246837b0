import { plainText } from './html';
import { resolveReference } from './json-ld';
import { asList, hasType, isNode, type SchemaNode } from './schema-node';

const MAX_DEPTH = 10;

export type ById = ReadonlyMap<string, SchemaNode>;

/** A property's value as one line of text: strings, numbers, or a node's name or text. */
export function textOf(value: unknown, byId: ById): string {
  for (const item of asList(value)) {
    const resolved = resolveReference(item, byId);
    if (typeof resolved === 'string' || typeof resolved === 'number') {
      const text = plainText(String(resolved))
        .replace(/\s*\n\s*/g, ' ')
        .trim();
      if (text) return text;
    }
    if (isNode(resolved)) {
      const inner = textOf(resolved.name ?? resolved['@value'] ?? resolved.text, byId);
      if (inner) return inner;
    }
  }
  return '';
}

export function textsOf(value: unknown, byId: ById): string[] {
  return asList(value)
    .map((item) => textOf(item, byId))
    .filter(Boolean);
}

/** Picture addresses: strings, ImageObjects (url or contentUrl), arrays of either. */
export function imagesOf(value: unknown, byId: ById): string[] {
  const found: string[] = [];
  for (const item of asList(value)) {
    const resolved = resolveReference(item, byId);
    if (typeof resolved === 'string' && resolved.trim()) found.push(resolved.trim());
    else if (isNode(resolved)) found.push(...imagesOf(resolved.url ?? resolved.contentUrl ?? resolved.thumbnailUrl, byId));
  }
  return found;
}

/** People or organisations by name: 'Jane Smith and Sam Lee'. */
export function namesOf(value: unknown, byId: ById): string {
  const names = asList(value)
    .map((item) => textOf(resolveReference(item, byId), byId))
    .filter((name) => name && !/^https?:\/\//.test(name));
  return [...new Set(names)].join(' and ');
}

/** Ingredient lines: an array of strings, or one string with a line per ingredient. */
export function ingredientLinesOf(value: unknown, byId: ById): string[] {
  return asList(value).flatMap((item) => {
    const resolved = resolveReference(item, byId);
    const text = typeof resolved === 'string' ? resolved : isNode(resolved) ? String(resolved.text ?? resolved.name ?? '') : '';
    return plainText(text)
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  });
}

export type Step = { text: string; section: string | null };

const NUMBERING = /^(?:step\s*\d+\s*[:.)-]?\s*|\d{1,2}\s*[.)]\s+)/i;

function stepLines(text: string, section: string | null): Step[] {
  return plainText(text)
    .split('\n')
    .map((line) => line.replace(NUMBERING, '').trim())
    .filter((line) => line && !/^step\s*\d*$/i.test(line))
    .map((line) => ({ text: line, section }));
}

/**
 * Steps in order from recipeInstructions as sites write it: one string (lines or HTML), an
 * array of strings, HowToStep (text, or name only, or HowToDirection items), HowToSection and
 * ItemList (sections name the steps inside), ListItem wrappers. Tips are left out.
 */
export function stepsOf(value: unknown, byId: ById, section: string | null = null, depth = 0): Step[] {
  if (depth > MAX_DEPTH) return [];
  return asList(value).flatMap((item): Step[] => {
    const resolved = resolveReference(item, byId);
    if (typeof resolved === 'string') return stepLines(resolved, section);
    if (!isNode(resolved)) return [];
    if (hasType(resolved, 'HowToTip')) return [];
    if (hasType(resolved, 'HowToSection') || hasType(resolved, 'ItemList')) {
      const name = textOf(resolved.name, byId) || section;
      return stepsOf(resolved.itemListElement ?? resolved.steps, byId, name, depth + 1);
    }
    if (hasType(resolved, 'ListItem') && resolved.item !== undefined) return stepsOf(resolved.item, byId, section, depth + 1);
    if (resolved.itemListElement !== undefined && resolved.text === undefined)
      return stepsOf(resolved.itemListElement, byId, section, depth + 1);
    const text = resolved.text ?? resolved.description ?? resolved.name;
    return typeof text === 'string' ? stepLines(text, section) : [];
  });
}
