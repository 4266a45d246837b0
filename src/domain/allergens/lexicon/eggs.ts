import { list, type AllergenFoods } from './types';

/** Eggs of any bird, and the sauces, bakes, pastas and desserts made with them. */
export const EGGS: AllergenFoods = {
  allergen: 'eggs',
  names: list('egg, hen egg, chicken egg, egg product, egg protein'),
  contains: list(`
    whole egg, free range egg, large egg, medium egg, egg yolk, yolk, egg white, duck egg, quail egg, goose egg,
    boiled egg, hard boiled egg, soft boiled egg, fried egg, poached egg, scrambled egg, devilled egg, pickled egg,
    century egg, tea egg, ramen egg, ajitama, tamago, tamagoyaki, omelette, frittata, spanish omelette, tortilla espanola,
    quiche, quiche lorraine, shakshuka, eggs benedict, eggs florentine, egg fried rice, egg noodle, egg pasta,
    fresh pasta, fresh egg pasta, egg tagliatelle, egg pappardelle, egg fettuccine, egg lasagne, egg wash, egg glaze,
    dried egg, egg powder, powdered egg, liquid egg, albumen, albumin, ovalbumin, lysozyme, egg lecithin, mayonnaise,
    real mayonnaise, light mayonnaise, egg mayonnaise, egg mayo, aioli, allioli, rouille, hollandaise, bearnaise,
    sauce bearnaise, tartare sauce, tartar sauce, salad cream, caesar dressing, caesar salad, marie rose sauce,
    seafood sauce, thousand island dressing, ranch dressing, coleslaw, potato salad, coronation chicken, egg salad,
    custard, egg custard, custard tart, creme anglaise, creme patissiere, creme brulee, creme caramel, flan, meringue,
    pavlova, eton mess, macaron, mousse, chocolate mousse, souffle, zabaglione, sabayon, tiramisu, lemon curd, curd,
    sponge cake, victoria sponge, sponge finger, trifle sponge, genoise, swiss roll, madeleine, cake, cupcake, brownie,
    muffin, pancake, scotch pancake, drop scone, crepe, waffle, blini, yorkshire pudding, toad in the hole, egg batter, brioche, challah, french toast, eggy bread, choux pastry, profiterole, eclair, doughnut, churro,
    scotch egg, kedgeree, carbonara, spaghetti carbonara, egg drop soup, okonomiyaki, bibimbap, pad thai, nasi goreng,
    egg bhurji, egg curry, egg roll, egg tart, royal icing, nougat, amaretti, amaretti biscuit, macaroon, quorn,
    mycoprotein, quorn mince, quorn piece, egg pasta nest, bread and butter pudding, queen of puddings, lemon meringue,
    lemon meringue pie, bakewell tart, frangipane, financier, clafoutis, key lime pie, pecan pie, custard cream, katsu, tonkatsu, chicken katsu, schnitzel, wiener schnitzel, chicken kiev, breaded chicken,
    fish finger, breaded scampi, scampi bite, fish cake, fishcake, meatloaf, tempura,
    brioche bun, chow mein noodle, horseradish sauce, creamed horseradish
  `),
  mayContain: list(`
    pasta, dried pasta, spaghetti, penne, fusilli, macaroni, linguine, rigatoni, farfalle, orzo, lasagne, lasagna,
    lasagne sheet, tagliatelle, fettuccine, pappardelle, tortellini, ravioli, cannelloni, noodle, dried noodle, ramen noodle,
    udon, croissant, pain au chocolat, danish pastry, pastry,
    puff pastry, shortcrust pastry, filo pastry, biscuit, cookie, cracker, wafer, marshmallow, ice cream, gelato, breadcrumb, panko, stuffing, wine, red wine, white wine, gnocchi, fresh gnocchi, dumpling, wonton wrapper,
    gyoza wrapper, spring roll wrapper, marzipan, chocolate, fudge, granola, cereal bar, flapjack, vegetarian burger,
    veggie burger, vegetarian sausage, fried rice,
    pesto, green pesto, basil pesto, pesto genovese, prepared horseradish,
    batter, pancake batter
  `),
};
