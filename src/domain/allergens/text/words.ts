import { canonicalWord } from './normalise';

/**
 * Words on an ingredient line that never name a food: quantities and units, how the food is
 * prepared, and adjectives that describe it without changing what it is. A word that is in none
 * of these lists and names no food in the lexicon could be a food Larder does not know, so the
 * line is not identified (docs/design.md §6.11: fail closed).
 */
const QUANTITIES = `a an one two three four five six seven eight nine ten eleven twelve half quarter third dozen few couple
  several some all x about approx approximately around roughly generous heaped heaping level scant good little big bit extra more
  less much many each per plus total whole`;

const UNITS = `g kg mg ml l cl dl oz ounce lb fl floz millilitre litre kilo kilogram tsp teaspoon tbsp tbs tbl tablespoon dsp
  dessertspoon cup mug pint quart gallon handful bunch sprig pinch dash splash drizzle knob slice piece can tin jar packet pack
  bag pot tub carton bottle box punnet sachet cube block stick head bulb clove stalk rib leaf sheet fillet strip cm mm inch
  thumb sized size length wedge segment ring round chunk square ball bar loaf sprinkle sprinkling squeeze squirt glug spoon
  spoonful ladle ladleful pt qt c t portion part serving measure shot`;

const PREPARATION = `chopped finely roughly coarsely thinly thickly sliced diced minced grated shredded crushed bashed bruised peeled
  deseeded cored halved quartered torn trimmed cubed julienned julienne matchstick ribbon rinsed drained washed soaked cooked
  uncooked raw boiled steamed roasted toasted grilled charred blanched melted softened beaten whisked lightly well freshly
  squeezed juiced zested zest juice pitted stoned hulled stemmed destemmed picked scrubbed topped tailed sifted divided
  separated chilled cold warm warmed room temperature frozen defrosted thawed tinned canned jarred dried fresh ripe soft
  crusty leftover cut into in on to from for of and or with without the your as such like if needed desired taste serve
  served serving garnish garnishing decorate decoration dusting dust drizzling brushing brush greasing grease frying fry
  cooking baking boiling roasting dipping use used using choice favourite preferred optional other any kind type only just
  spare cleaned prepped prepared ready made readymade homemade shopbought storebought bought quality best premium value
  deveined shelled unshelled skinned skin bone boned boneless skinless sinew sinewy trim trimming mashed pureed puree blitzed
  blended sieved strained rested set aside reserved reserve keep kept extra portioned cooled dissolved mixed assorted various
  breast thigh leg wing drumstick shoulder loin shank neck joint floret tip pod quill thread strand split ground milled
  seedless pitted grilling baked part deli batch riced granulated flaked flake flaky puffed pulp weed cluster shaped
  vacuum packed pointed crumbled rolled removed discarded tail nest scoop pressed patted smashed snipped shaved
  spiralized spiralised butterflied flattened pounded scored slashed tied unwrapped opened rehydrated reconstituted
  overnight ahead beforehand lengthways widthways diagonally bite bitesize baton matchstick dice diced sized
  approximately store gram gramme sustainably responsibly shaving shape`;

const DESCRIPTIVE = `large medium small mini baby jumbo giant thick thin fine coarse lean fat full low reduced high light lite
  sodium salt salted unsalted sweetened unsweetened plain natural organic freerange free range outdoor bred british english
  scottish welsh irish italian french greek spanish thai indian chinese japanese mexican korean vietnamese american
  mediterranean middle eastern moroccan turkish caribbean portuguese german polish russian african brazilian lebanese persian
  ethiopian malaysian indonesian filipino singaporean mild hot strong mature sharp aged vintage young smoked unsmoked cured
  dry sweet spicy crispy crunchy smooth creamy chunky juicy tender new seasonal colourful rainbow red green yellow white black
  brown golden purple dark pale bright good best top quick instant easy wild farmed sustainable responsibly sourced line
  caught skinny nonstick spray pure virgin extra firm soft silken long short grain floury waxy crisp heritage heirloom
  vine ripened tenderstem loose bagged tinned tender stem leafy flat curly wholemeal wholewheat heavy nonfat moisture
  calorie undyed peppered forced canadian rigate elbow bow tie twist spiral tube straight wok tri colour pearled old
  fashioned speckled superfine eat bittersweet fast action modena alla genovese jamaican vegetarian veggie style
  blue hard hickory`;

function wordSet(...lists: readonly string[]): ReadonlySet<string> {
  return new Set(lists.flatMap((list) => list.split(/\s+/).filter(Boolean).map(canonicalWord)));
}

/** Every word an ingredient line may carry besides the food itself. */
export const IGNORABLE_WORDS = wordSet(QUANTITIES, UNITS, PREPARATION, DESCRIPTIVE);

/** Whether a word never names a food (numbers included). */
export function isIgnorable(word: string): boolean {
  return /^\d+$/.test(word) || IGNORABLE_WORDS.has(word);
}
