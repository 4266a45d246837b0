// Prints what the catalog computes for each recipe, and the coverage the catalog must reach.
// node --import tsx scripts/catalog-report.ts [--only british-european] [--summary]
import { DIETARY_OPTIONS, CUISINES } from '../src/domain/preferences';
import { asianRecipes } from '../src/catalog/data/recipes/asian';
import { britishEuropeanRecipes } from '../src/catalog/data/recipes/british-european';
import { mediterraneanRecipes } from '../src/catalog/data/recipes/mediterranean';
import { worldRecipes } from '../src/catalog/data/recipes/world';
import { ingredientById } from '../src/catalog/ingredient-index';
import { recipeFacts } from '../src/catalog/recipe-facts';
import type { Recipe } from '../src/catalog/types';

const groups: Record<string, readonly Recipe[]> = {
  'british-european': britishEuropeanRecipes,
  mediterranean: mediterraneanRecipes,
  asian: asianRecipes,
  world: worldRecipes,
};
const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const summaryOnly = args.includes('--summary');
const recipes = only ? (groups[only] ?? []) : Object.values(groups).flat();

const problems: string[] = [];
const ids = new Set<string>();
for (const recipe of Object.values(groups).flat()) {
  if (ids.has(recipe.id)) problems.push(`duplicate recipe id ${recipe.id}`);
  ids.add(recipe.id);
}
for (const recipe of recipes) {
  for (const line of recipe.ingredients) {
    if (!ingredientById(line.id)) problems.push(`${recipe.id}: unknown ingredient '${line.id}'`);
    if (!(line.amount > 0)) problems.push(`${recipe.id}: amount of ${line.id} must be positive`);
  }
  if (recipe.description.length > 100) problems.push(`${recipe.id}: description is ${recipe.description.length} characters (max 100)`);
  if (/step/i.test(recipe.description)) problems.push(`${recipe.id}: description mentions 'step'`);
  if (recipe.instructions.length < 2) problems.push(`${recipe.id}: fewer than 2 instructions`);
  if (recipe.isBreakfast !== (recipe.mealType === 'breakfast')) problems.push(`${recipe.id}: isBreakfast and mealType disagree`);
}
if (problems.length) {
  console.log(`PROBLEMS (${problems.length}):\n  ${problems.join('\n  ')}`);
}
const known = recipes.filter((recipe) => recipe.ingredients.every((line) => ingredientById(line.id)));

if (!summaryOnly) {
  for (const recipe of known) {
    const facts = recipeFacts(recipe);
    const n = facts.nutrition;
    console.log(
      [
        recipe.id.padEnd(38),
        `${String(n.calories).padStart(4)} kcal`,
        `P${String(n.protein).padStart(5)}`,
        `C${String(n.carbs).padStart(5)}`,
        `F${String(n.fat).padStart(5)}`,
        `£${facts.price.toFixed(2)}`,
        `${String(facts.totalMinutes).padStart(3)} min`,
        recipe.skill.slice(0, 3),
        facts.dietaryOptions.filter((option) => option !== 'None').join(','),
      ].join('  '),
    );
  }
}

const fitsDefaults = (recipe: Recipe) => {
  const facts = recipeFacts(recipe);
  return (
    recipe.mealType === 'main' &&
    facts.totalMinutes <= 30 &&
    facts.price <= 10 &&
    facts.nutrition.calories >= 500 &&
    facts.nutrition.calories <= 800 &&
    facts.nutrition.protein >= 20 &&
    facts.nutrition.protein <= 40 &&
    recipe.skill !== 'advanced'
  );
};
console.log(`\n${known.length} recipes${only ? ` in ${only}` : ''}; breakfasts: ${known.filter((r) => r.isBreakfast).length}`);
const cuisineCounts = CUISINES.map((cuisine) => `${cuisine} ${known.filter((r) => r.cuisine === cuisine).length}`).filter(
  (s) => !s.endsWith(' 0'),
);
console.log(`per cuisine: ${cuisineCounts.join(', ')}`);
console.log(
  'per dietary option: all recipes / main meals fitting the default preferences (≤30 min, 500-800 kcal, 20-40 g protein, not advanced):',
);
for (const option of DIETARY_OPTIONS) {
  const all = known.filter((recipe) => recipeFacts(recipe).dietaryOptions.includes(option));
  console.log(`  ${option.padEnd(14)} ${String(all.length).padStart(4)} / ${all.filter(fitsDefaults).length}`);
}
