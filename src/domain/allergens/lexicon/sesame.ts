import { list, type AllergenFoods } from './types';

/** Sesame seeds, their oil and pastes (tahini), and the breads, dips and blends made with them. */
export const SESAME: AllergenFoods = {
  allergen: 'sesame',
  names: list('sesame, sesame seed, sesame seeds, sesamum, benne, benne seed'),
  contains: list(`
    sesame seed, white sesame, black sesame, toasted sesame, toasted sesame seed, black sesame seed, sesame oil,
    toasted sesame oil, sesame paste, chinese sesame paste, sesame dressing, goma dare, goma ae, gomasio, gomashio,
    tahini, tahina, tahini paste, tahini sauce, tarator, hummus, houmous, baba ganoush, baba ghanoush, mutabal,
    moutabal, halva, halvah, helva, za atar, zaatar, zatar, zahtar, dukkah, duqqa, furikake, shichimi, shichimi togarashi,
    sesame bagel, sesame bun, sesame seed bun, sesame roll, sesame cracker, sesame snap, sesame bar, benne wafer,
    sesame prawn toast, prawn toast, sesame chicken, sesame noodle, cold sesame noodle, bang bang sauce, dan dan noodle,
    dan dan sauce, sesame brittle, ellu, til, til ladoo, gajak, simit, sesame ring, ka'ak, pasteli, tahini cookie,
    sesame tofu, bibimbap, sesame spinach, sigeumchi namul, namul, kimbap, gimbap, korean bbq sauce, bulgogi,
    bulgogi marinade, sesame ginger dressing, black sesame ice cream, sesame glaze, hoisin, hoisin sauce,
    hoi sin sauce,
    sesame crusted tuna, sesame salmon, sesame seed roll, sesame breadstick, sesame bread, sesame ball, jian dui,
    tahini dressing, tahini yoghurt sauce, tahini brownie, sabich, hummus bi tahini, msabbaha, fatteh, sesame tuile,
    gomadofu, sesame ginger noodle, black sesame paste, black sesame soup, tang yuan, til ki chikki, rewri, barazek,
    everything bagel, everything bagel seasoning, sesame miso dressing, sesame soy dressing, sesame crust, sesame toffee,
    sesame halva, sesame sauce, sesame chilli oil, sesame spinach salad, sesame kale
  `),
  mayContain: list(`
    bread, sliced bread, burger bun, bun, bread roll, bagel, pitta, pitta bread, naan, flatbread, lebanese bread,
    turkish bread, breadstick, cracker, crispbread, rice cracker, falafel, falafel mix, sushi, sushi roll, maki,
    kimchi, stir fry sauce, teriyaki sauce, sweet chilli sauce, chilli oil, chilli crisp, crispy chilli oil,
    spring roll, prawn cracker, seed, sunflower seed, pumpkin seed, chia seed, flaxseed, linseed, mixed seed,
    granola, muesli, cereal bar, nut, tree nut, almond, cashew, peanut, peanut butter, ras el hanout, spice blend,
    dukkah mix, curry paste, chinese five spice, five spice, cereal,
    crouton
  `),
};
