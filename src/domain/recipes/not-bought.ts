/**
 * Lines a recipe lists that are nothing to buy or count: water from the tap, ice, and kit
 * (skewers, baking paper). Larder marks them 'skip' on its own, so they do not keep a recipe's
 * allergens unknown; the cook can still match or unmark them.
 */
const NOT_BOUGHT =
  /^(?:(?:cold|hot|warm|boiling|just[- ]boiled|freshly boiled|iced|ice[- ]cold|tap|lukewarm|tepid|tepid tap|room temperature|salted|filtered)\s+)?water$|^ice(?: cubes?)?$|^crushed ice$|^(?:wooden |metal |bamboo )?skewers?$|^cocktail sticks?$|^toothpicks?$|^(?:baking|greaseproof|parchment|non-stick baking) paper$|^(?:kitchen|butcher'?s|cooking) (?:string|twine)$|^(?:tin|aluminium|kitchen) foil$|^foil$|^cling ?film$|^paper cases$|^cupcake cases$|^muffin cases$/i;

export function isNotBought(food: string): boolean {
  return NOT_BOUGHT.test(food.trim().replace(/\s+/g, ' '));
}
