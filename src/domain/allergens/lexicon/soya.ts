import { list, type AllergenFoods } from './types';

/** Soya (soybeans): the beans, tofu, tempeh, miso, soy sauces, soya milk and flour, and what is made with them. */
export const SOYA: AllergenFoods = {
  allergen: 'soya',
  names: list('soya, soy, soybean, soybeans, soya bean, soy bean, soja'),
  contains: list(`
    soya bean, soybean, edamame, edamame bean, black soybean, tofu, firm tofu, extra firm tofu, silken tofu, soft tofu,
    smoked tofu, marinated tofu, tofu puff, fried tofu, bean curd, beancurd, tofu skin, yuba, tempeh, tempe, natto, miso,
    miso paste, white miso, shiro miso, red miso, aka miso, yellow miso, brown rice miso, barley miso, genmai miso,
    miso soup, soy sauce, soya sauce, light soy sauce, dark soy sauce, low sodium soy sauce, reduced salt soy sauce,
    tamari, gluten free soy sauce, shoyu, usukuchi, koikuchi, kecap manis, ketjap manis, sweet soy sauce, teriyaki,
    teriyaki sauce, teriyaki marinade, hoisin, hoisin sauce, black bean sauce, yellow bean sauce, fermented black bean,
    salted black bean, douchi, doubanjiang, chilli bean paste, chilli bean sauce, toban djan, gochujang, doenjang,
    ssamjang, soy milk, soya milk, soya drink, soy drink, soya yoghurt, soy yoghurt, soya cream, soy cream,
    soya dessert, soy protein, soya protein, soy protein isolate, textured vegetable protein, textured soya protein, tvp,
    soya mince, soy mince, soya chunk, soya flour, soy flour, soy lecithin, soya lecithin, soybean oil, soya oil,
    ponzu, yakitori sauce, eel sauce, unagi sauce, oyster sauce, stir fry sauce, chow mein sauce, sweet and sour sauce,
    bulgogi marinade, korean bbq sauce, tonkatsu sauce, okonomiyaki sauce, yakisoba sauce, furikake, edamame pasta,
    soybean pasta, tofu burger, tofu sausage, vegan mince, vegan sausage, vegan burger, plant based burger, beyond burger,
    vegan chicken, vegan bacon, tofurky, inari, agedashi tofu, mapo tofu, ma po tofu, mabo tofu, miso glaze, miso ramen,
    dark chocolate, plain chocolate, milk chocolate, white chocolate, chocolate,
    tamari soy sauce, wheat free soy sauce, korean chilli paste, korean red pepper paste, oyster flavoured sauce, hoi sin sauce
  `),
  mayContain: list(`
    lecithin, bread, sliced bread, white bread, brown bread, burger bun, bun, bread roll, naan, cereal bar, biscuit,
    cookie, cake, chocolate chip, cocoa, stock cube, gravy granules, vegetarian sausage, veggie sausage, veggie burger,
    vegetarian burger, quorn, mycoprotein, meat free, plant based, vegetable protein, sushi, ramen, ramen noodle,
    instant noodle, pot noodle, kimchi, sriracha, sweet chilli sauce, worcestershire sauce, barbecue sauce, bbq sauce,
    margarine, vegetable spread, vegan butter, vegan cheese, dairy free cheese, vegan mayonnaise, vegan chocolate,
    chilli crisp, crispy chilli oil, chilli oil, laoganma, rice cracker, seaweed snack, nori snack, tempura batter,
    gyoza, dumpling, spring roll, wonton, dim sum, sausage, burger,
    loaf, white loaf, wholemeal bread, wholewheat bread, granary, granary bread, hamburger bun, hot dog roll, hot dog bun, finger roll,
    crouton,
    baguette, french stick, french bread, ciabatta, pitta, pitta bread, naan bread, tortilla wrap, bagel
  `),
};
