import { CHEESES } from './cheeses';
import { list, type AllergenFoods } from './types';

/** Milk from cows, goats, sheep and buffalo, and everything made from it. */
export const MILK: AllergenFoods = {
  allergen: 'milk',
  names: list(`
    milk, dairy, dairy product, dairy produce, lactose, cows milk, cow milk, milk protein, milk product, casein,
    caseinate, whey, whey protein, cow milk protein, cmpa, cows milk protein allergy
  `),
  groups: [{ id: 'cheese', label: 'Cheese', names: list('cheese, cheeses'), members: CHEESES }],
  contains: list(`
    whole milk, full fat milk, semi skimmed milk, skimmed milk, skim milk, fat free milk, nonfat milk,
    lactose free milk, goats milk, sheep milk, buffalo milk, jersey milk, uht milk, long life milk, evaporated milk,
    condensed milk, sweetened condensed milk, dulce de leche, milk powder, dried milk, powdered milk, skimmed milk powder,
    milk solid, buttermilk, cultured buttermilk, cream, single cream, double cream, whipping cream, whipped cream,
    heavy cream, light cream, pouring cream, clotted cream, squirty cream, aerosol cream, extra thick cream,
    half and half, sour cream, soured cream, creme fraiche, smetana, kefir, ayran, lassi, mango lassi, yoghurt,
    natural yoghurt, greek yoghurt, greek style yoghurt, plain yoghurt, strained yoghurt, fat free greek yoghurt,
    fruit yoghurt, frozen yoghurt, yoghurt drink, drinking yoghurt, raita, tzatziki, cacik, butter, salted butter,
    unsalted butter, block butter, spreadable butter, garlic butter, herb butter, brown butter, beurre noisette,
    beurre blanc, beurre manie, clarified butter, ghee, butter ghee, usli ghee, buttercream, butter icing,
    cream cheese frosting, custard, ready made custard, custard powder, rice pudding, semolina pudding, panna cotta,
    ice cream, vanilla ice cream, gelato, kulfi, milkshake, hot chocolate, drinking chocolate, latte, cappuccino,
    flat white, milk chocolate, white chocolate, chocolate, chocolate bar, chocolate chip, chocolate button,
    chocolate spread, nutella, fudge, toffee, caramel, caramel sauce, salted caramel, butterscotch, chocolate truffle,
    ganache, bechamel, white sauce, cheese sauce, parsley sauce, bread sauce, mornay, alfredo, alfredo sauce, carbonara,
    hollandaise, bearnaise, korma, chicken korma, korma sauce, tikka masala, tikka masala sauce, butter chicken,
    makhani, makhani sauce, dal makhani, paneer, palak paneer, saag paneer, matar paneer, pesto, green pesto,
    red pesto, pesto genovese, basil pesto, caesar dressing, ranch dressing, blue cheese dressing, stroganoff,
    beef stroganoff, gratin, potato gratin, dauphinoise, gratin dauphinois, cauliflower cheese, macaroni cheese,
    mac and cheese, welsh rarebit, fondue, quiche, colcannon, champ, mashed potato, mash, creamy mash, scone,
    brioche, croissant, pain au chocolat, naan, naan bread, garlic naan, peshwari naan, milk bread, whey powder,
    lactose powder, milk solids, curd, lemon curd, cream liqueur, baileys, eggnog, advocaat, condensed milk caramel,
    malted milk, horlicks, ovaltine, creamer, coffee creamer, cream of chicken soup, cream of mushroom soup,
    cream of tomato soup, chowder, vichyssoise, bisque, cream sauce, creamy sauce, pepper sauce, peppercorn sauce,
    diane sauce, kheer, payasam, gulab jamun, rasmalai, barfi, burfi, shrikhand, dahi, curd rice, paneer tikka,
    tres leches, flan, creme brulee, creme caramel, creme anglaise, creme patissiere, tiramisu, cheesecake, trifle,
    eton mess, banoffee pie, pavlova topping, mousse, chocolate mousse, buttered, cheesy, creamed, au gratin,
    brioche bun, horseradish sauce, creamed horseradish,
    nan, nan bread,
    swiss style muesli, fruit and nut muesli
  `),
  mayContain: list(`
    dark chocolate, plain chocolate, cocoa, cocoa powder, biscuit, cookie, cake, bread, sliced bread, crumpet, cracker,
    crisp, potato crisp, salt and vinegar crisp, cheese and onion crisp, chorizo, salami, pepperoni, sausage,
    sausagemeat, burger, meatball, margarine, vegetable spread, stock cube, gravy granules, gravy, soup, curry sauce,
    cook in sauce, granola, cereal, cereal bar, muesli, wine, red wine, white wine, pasta sauce, tomato sauce,
    ready meal, pastry, puff pastry, shortcrust pastry, filo pastry, marshmallow, caramel biscuit, waffle,
    pancake, crepe, yorkshire pudding, batter, dumpling, pizza base, garlic bread, flatbread, bagel,
    quorn, quorn mince, mycoprotein, vegan cheese, dairy free cheese, plant based cheese, vegan chocolate, dairy free chocolate,
    chorizo sausage, vegan butter, plant butter,
    prepared horseradish,
    milano salami, napoli salami,
    crouton
  `),
};
