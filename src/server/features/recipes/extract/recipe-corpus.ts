import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Larder's own corpus of recipe pages, written to the shapes real sites use (WordPress and
 * Yoast @graph with references, single objects, arrays of types, HowToSection, microdata,
 * RDFa, no structured data at all), each with what a cook should get from it.
 */
export type CorpusPage = {
  file: string;
  pageUrl: string | null;
  expected: {
    name: string;
    description: string;
    ingredientLines: string[];
    steps: string[];
    sections: (string | null)[] | null;
    servings: number | null;
    yieldText?: string;
    prepMinutes: number | null;
    cookMinutes: number | null;
    totalMinutes: number | null;
    imageUrl: string | null;
    author: string;
    site: string;
    foundIn: 'json-ld' | 'microdata' | 'rdfa' | 'page';
    cuisine: string | null;
    mealType: 'main' | 'breakfast';
    sourceUrl: string;
  } | null;
};

const DIRECTORY = join(fileURLToPath(new URL('.', import.meta.url)), 'corpus');

export const CORPUS: readonly CorpusPage[] = JSON.parse(readFileSync(join(DIRECTORY, 'expected.json'), 'utf8')) as CorpusPage[];

export function corpusHtml(page: CorpusPage): string {
  return readFileSync(join(DIRECTORY, page.file), 'utf8');
}
