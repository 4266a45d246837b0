import { list, type AllergenFoods } from './types';

/**
 * Tree nuts: the eight UK law names (almond, hazelnut, walnut, cashew, pecan, Brazil, pistachio,
 * macadamia) and, because allergic cooks avoid them too, pine nuts; with what is made from them.
 */
export const TREE_NUTS: AllergenFoods = {
  allergen: 'tree-nuts',
  names: list('tree nut, tree nuts, treenut'),
  contains: list(`
    almond, whole almond, blanched almond, flaked almond, sliced almond, slivered almond, ground almond, almond flour,
    almond meal, almond milk, almond drink, almond butter, almond extract, almond essence, almond paste, almond oil,
    marcona almond, marzipan, frangipane, amaretto, praline, gianduja, cashew, cashew nut, cashew butter, cashew cream,
    cashew milk, walnut, walnut half, walnut piece, walnut oil, black walnut, pecan, pecan nut, pecan half, pecan pie,
    pistachio, pistachio kernel, pistachio nut, pistachio paste, hazelnut, filbert, cobnut, hazelnut butter,
    hazelnut spread, hazelnut oil, hazelnut milk, nutella, brazil nut, brazil, macadamia, macadamia nut, queensland nut,
    pine nut, pine kernel, pignoli, pinoli, mixed nut, chopped nut, nut butter, nut milk, nut oil, nut roast,
    nut cutlet, trail mix, student mix, fruit and nut mix, fruit and nut, nut mix, nut brittle, nut cluster,
    candied nut, honey roasted nut, pesto, green pesto, pesto genovese, basil pesto, red pesto, pesto rosso,
    romesco, romesco sauce, dukkah, duqqa, muhammara, tarator, picada, baklava, financier, bakewell, bakewell tart,
    cherry bakewell, macaron, florentine, biscotti, cantucci, panforte, nougat, torrone, turron, praline paste,
    frangelico, nocino, pistachio ice cream, granola, muesli, fruit and nut muesli, swiss style muesli, korma paste,
    badam, kaju, akhrot, pista, badam milk, kaju katli, barfi, burfi, kulfi, halwa, carrot halwa, gajar halwa,
    sohan halwa, chicken korma, lamb korma, vegetable korma, pasanda, shahi korma, mughlai, vegan cheese,
    cashew cheese, nut cheese, vegan pesto, almond yoghurt, cashew yoghurt, coffee and walnut cake, walnut bread,
    waldorf salad, chestnut and hazelnut, hazelnut latte, praline chocolate, nut chocolate, ferrero rocher, amaretti
  `),
  mayContain: list(`
    chestnut, sweet chestnut, chestnut puree, chestnut flour, marron glace, chocolate, dark chocolate, milk chocolate,
    white chocolate, chocolate chip, cocoa, biscuit, cookie, cake, brownie, muffin, pastry, croissant, cereal,
    cereal bar, flapjack, ice cream, gelato, fudge, dried fruit, mixed dried fruit, raisin, sultana, currant,
    date, dried apricot, dried cranberry, dried fig, prune, seed, sunflower seed, pumpkin seed, chia seed, flaxseed,
    linseed, hemp seed, peanut, peanuts, peanut butter, satay, curry paste, korma, tikka masala, butter chicken,
    biryani, pilau, pilaf, tagine, mole, mole sauce, salad dressing, vegan burger, veggie burger, halva, turkish delight, lokum, nougat, gingerbread, stollen, panettone,
    christmas pudding, mince pie, fruit cake, christmas cake, mincemeat, hot cross bun, granola bar, muesli bar,
    oat cluster
  `),
};
