import { list, type AllergenFoods } from './types';
import { GLUTEN_BAKES, GLUTEN_PRODUCTS } from './gluten-products';

/** Cereals containing gluten (wheat, spelt, khorasan, rye, barley, oats) and what is made from them. */
export const GLUTEN: AllergenFoods = {
  allergen: 'gluten',
  names: list(`
    gluten, wheat, cereal containing gluten, cereals containing gluten, gluten containing cereal, gluten cereal,
    gluten grain, coeliac, coeliac disease, wheat protein, wheat gluten, gf
  `),
  contains: [
    ...list(`
      wheat, whole wheat, wheat flour, plain flour, all purpose flour, self raising flour, self rising flour,
      strong flour, strong white flour, bread flour, strong bread flour, wholemeal flour, wholewheat flour, white flour,
      brown flour, 00 flour, pasta flour, cake flour, pastry flour, spelt, spelt flour, wholemeal spelt, khorasan,
      kamut, einkorn, emmer, farro, durum, durum wheat, semolina, semola, couscous, wholewheat couscous, giant couscous,
      pearl couscous, israeli couscous, moghrabieh, fregola, bulgur, bulgar, bulghur, burghul, cracked wheat, freekeh,
      wheat bran, bran, wheatgerm, wheat germ, wheat berry, wheat starch, seitan, vital wheat gluten, wheat gluten,
      barley, pearl barley, pot barley, barley flake, barley flour, barley malt, barley malt extract, barley water, malt,
      malt extract, malted barley, malted milk, malted, malt flour, malt vinegar, brown vinegar, chip shop vinegar,
      barley miso, mugi miso, rye, rye flour, rye flake, rye bread, pumpernickel, triticale, oat, oats, porridge oat,
      rolled oat, jumbo oat, oatmeal, pinhead oat, steel cut oat, oat bran, oat flour, oat milk, oat drink, oat cream,
      oatcake, oat cracker, porridge, overnight oat, muesli, granola, flapjack, oat bar, haggis, black pudding,
      white pudding, skirlie, cranachan,
    cream of wheat, oatly, nan, nan bread, phulka, tortilla, cous cous, sr flour, rotini
  `),
    ...GLUTEN_BAKES,
    ...GLUTEN_PRODUCTS,
  ],
  mayContain: list(`
    gram flour, besan, chickpea flour, buckwheat, buckwheat flour, soba, quinoa, millet, polenta, cornmeal, rice cake,
    corn tortilla, tortilla chip, corn chip, nacho, taco shell, crisp, potato crisp, baking powder,
    chocolate, chocolate chip, spice blend, seasoning, stock, gravy, soup, sausage, burger,
    meatball, falafel, onion bhaji, bhaji, pakora, vegetable samosa, oven chip, chip, french fry, hash brown, potato wedge,
    miso, miso paste, white miso, red miso, brown rice miso, doenjang, yeast extract, nutritional yeast, rice krispies,
    mint sauce, gluten free oat, cornflour, corn flour, rice flour, gluten free flour, gluten free bread, free from bread,
    chicken stock, chicken bouillon, beef stock, beef bouillon, vegetable stock, vegetable bouillon, hot mustard
  `),
};
