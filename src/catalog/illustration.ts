import type { ShoppingCategory } from '../domain/shopping-list';
import { seedFrom, seededRandom } from './random';
import { identifyIngredient } from './vet-meal';

const BACKGROUNDS = ['#f3e3c7', '#e4efd9', '#f6dcd2', '#dfe8f1', '#efe2f0', '#f2ead0', '#dcefe9', '#f4e0c0'];
const FOOD: Record<ShoppingCategory, readonly string[]> = {
  Produce: ['#5b9a4b', '#7cb35a', '#d9482b', '#f0a830', '#8a5bb0'],
  'Meat & Seafood': ['#b5654a', '#c97b5a', '#e59a83', '#9c4f3a'],
  Dairy: ['#f6efd8', '#f3d98b', '#fffaf0'],
  Bakery: ['#d9a45b', '#c98e47', '#e8c07d'],
  Pantry: ['#e9dcc0', '#d8c49a', '#c47f3b', '#f1e6cf'],
  Frozen: ['#8ec5e8', '#6aa84f', '#f1c232'],
  Other: ['#7a8b5c', '#4d6b48'],
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export type IllustrationInput = { name: string; cuisine?: string; ingredients: readonly string[] };

/**
 * A picture for a meal when no image model is configured: a plate on a table whose colour
 * follows the cuisine, with the main ingredients drawn by kind (leaves, pieces, grains).
 * Deterministic for the same meal; no external resources, all text escaped.
 */
export function mealIllustrationSvg({ name, cuisine = '', ingredients }: IllustrationInput): string {
  const random = seededRandom(seedFrom(`${name}|${cuisine}|${ingredients.join(',')}`));
  const background = BACKGROUNDS[seedFrom(cuisine || name) % BACKGROUNDS.length] ?? BACKGROUNDS[0];
  const kinds = ingredients.slice(0, 6).map((item) => identifyIngredient(item)?.category ?? 'Other');
  const shapes: string[] = [];
  kinds.forEach((kind, index) => {
    const palette = FOOD[kind];
    const colour = palette[Math.floor(random() * palette.length)] ?? '#999';
    const angle = (index / Math.max(kinds.length, 1)) * Math.PI * 2 + random();
    const distance = 28 + random() * 30;
    const x = 200 + Math.cos(angle) * distance;
    const y = 150 + Math.sin(angle) * distance * 0.8;
    switch (kind) {
      case 'Produce':
        for (let leaf = 0; leaf < 3; leaf += 1) {
          const rotation = Math.round(random() * 180);
          shapes.push(
            `<ellipse cx="${(x + (leaf - 1) * 10).toFixed(1)}" cy="${(y + random() * 10).toFixed(1)}" rx="14" ry="7" fill="${colour}" transform="rotate(${rotation} ${x.toFixed(1)} ${y.toFixed(1)})"/>`,
          );
        }
        break;
      case 'Meat & Seafood':
        shapes.push(
          `<rect x="${(x - 20).toFixed(1)}" y="${(y - 12).toFixed(1)}" width="40" height="24" rx="11" fill="${colour}"/><path d="M${(x - 12).toFixed(1)} ${(y - 4).toFixed(1)}h24M${(x - 10).toFixed(1)} ${(y + 4).toFixed(1)}h20" stroke="#7a3b28" stroke-width="2" stroke-linecap="round" opacity=".5"/>`,
        );
        break;
      case 'Pantry':
      case 'Frozen':
        for (let grain = 0; grain < 14; grain += 1) {
          shapes.push(
            `<circle cx="${(x + (random() - 0.5) * 40).toFixed(1)}" cy="${(y + (random() - 0.5) * 28).toFixed(1)}" r="${(2.5 + random() * 2.5).toFixed(1)}" fill="${colour}"/>`,
          );
        }
        break;
      case 'Dairy':
        shapes.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="15" fill="${colour}" stroke="#e2cf9a" stroke-width="2"/>`);
        break;
      case 'Bakery':
        shapes.push(`<path d="M${(x - 22).toFixed(1)} ${(y + 10).toFixed(1)}q22-34 44 0z" fill="${colour}"/>`);
        break;
      case 'Other':
        shapes.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="9" fill="${colour}"/>`);
        break;
    }
  });
  const label = escapeXml(name.length > 42 ? `${name.slice(0, 41)}…` : name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img" aria-label="${label}">
<rect width="400" height="300" fill="${background}"/>
<ellipse cx="206" cy="162" rx="118" ry="96" fill="#000" opacity=".08"/>
<ellipse cx="200" cy="150" rx="118" ry="96" fill="#fffdf8" stroke="#e7ddcc" stroke-width="4"/>
<ellipse cx="200" cy="150" rx="86" ry="68" fill="#fbf6ec"/>
${shapes.join('\n')}
<text x="200" y="285" text-anchor="middle" font-family="system-ui, sans-serif" font-size="15" fill="#4a4036" opacity=".75">${label}</text>
</svg>`;
}

/** The app's URL for a meal's illustration. */
export function illustrationUrl({ name, cuisine, ingredients }: IllustrationInput): string {
  const params = new URLSearchParams({ name: name.slice(0, 120) });
  if (cuisine) params.set('cuisine', cuisine.slice(0, 40));
  for (const item of ingredients.slice(0, 6)) params.append('i', item.slice(0, 60));
  return `/api/illustrations/meal.svg?${params.toString()}`;
}
