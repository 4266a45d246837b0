import { list, type FoodGroup } from './types';

/** Vegetables, fruit, herbs and fungi that hold none of the 14 allergens (celery, celeriac and mustard greens aside). */
export const PLAIN_PRODUCE = list(`
  onion, brown onion, white onion, yellow onion, red onion, spanish onion, sweet onion, pearl onion, baby onion,
  shallot, banana shallot, echalion, eschalot, spring onion, scallion, green onion, salad onion, leek, baby leek,
  garlic, garlic clove, wild garlic, black garlic, elephant garlic, smoked garlic, garlic puree, garlic paste, ginger,
  root ginger, ginger root, ginger puree, ginger paste, galangal, lemongrass, lemon grass, turmeric root, fresh turmeric,
  chilli, red chilli, green chilli, birds eye chilli, thai chilli, kashmiri chilli, jalapeno, serrano chilli, habanero,
  scotch bonnet, ancho chilli, chipotle, chipotle chilli, guajillo, pasilla, poblano, padron pepper, chilli pepper,
  pepper, bell pepper, red pepper, green pepper, yellow pepper, orange pepper, romano pepper, pointed pepper,
  sweet pepper, capsicum, piquillo pepper, roasted red pepper, carrot, heritage carrot, potato, baking potato,
  jacket potato, new potato, baby potato, salad potato, charlotte potato, maris piper, king edward, russet potato,
  yukon gold, floury potato, waxy potato, sweet potato, kumara, yam, cassava, yuca, taro, eddoe, parsnip, swede,
  rutabaga, neep, turnip, beetroot, beet, golden beetroot, radish, daikon, mooli, fresh horseradish, horseradish root,
  kohlrabi, jerusalem artichoke, artichoke, globe artichoke, artichoke heart, asparagus, asparagus spear, broccoli,
  tenderstem broccoli, tenderstem, broccolini, purple sprouting broccoli, calabrese, cauliflower, romanesco, cabbage,
  white cabbage, red cabbage, savoy cabbage, pointed cabbage, hispi cabbage, sweetheart cabbage, spring cabbage,
  chinese leaf, chinese cabbage, napa cabbage, pak choi, bok choy, bok choi, choy sum, gai lan, chinese broccoli,
  brussels sprout, sprout, kale, curly kale, cavolo nero, black kale, tuscan kale, spring green, collard green, collard,
  chard, swiss chard, rainbow chard, spinach, baby spinach, watercress, rocket, arugula, lettuce, iceberg lettuce,
  little gem, baby gem, romaine, romaine lettuce, cos lettuce, butterhead lettuce, round lettuce, lambs lettuce, mache,
  radicchio, chicory, endive, frisee, mixed leaf, salad leaf, mixed salad leaf, salad green, mesclun, micro herb,
  pea shoot, cress, beansprout, bean sprout, mung bean sprout, alfalfa, cucumber, tomato, cherry tomato, plum tomato,
  beef tomato, beefsteak tomato, vine tomato, salad tomato, heritage tomato, green tomato, tomatillo, courgette,
  zucchini, marrow, squash, butternut squash, butternut, acorn squash, pumpkin, kabocha, spaghetti squash, patty pan,
  aubergine, eggplant, brinjal, okra, bhindi, green bean, french bean, fine bean, string bean, runner bean, broad bean,
  fava bean, mangetout, snow pea, sugar snap pea, sugar snap, pea, garden pea, petit pois, frozen pea, sweetcorn, corn,
  corn on the cob, corn cob, baby corn, avocado, hass avocado, olive, black olive, green olive, kalamata olive,
  caper, caper berry, samphire, sea vegetable, kombu, kelp, wakame, dulse, hijiki, agar, agar agar, fennel,
  fennel bulb, florence fennel, lotus root, water chestnut, bamboo shoot, jicama, salsify, sorrel, nettle, dandelion,
  purslane, plantain, green plantain, ripe plantain, breadfruit, ackee, callaloo, christophene, chayote, bitter melon,
  karela, drumstick vegetable, moringa, tindora, gourd, bottle gourd, doodhi, snake gourd, mixed vegetable,
  frozen mixed vegetable, stir fry vegetable, vegetable, veg, salad, side salad, crudite, coleslaw mix, apple,
  eating apple, cooking apple, bramley, bramley apple, gala apple, braeburn, granny smith, pink lady, cox, russet apple,
  pear, conference pear, williams pear, quince, banana, orange, blood orange, navel orange, seville orange, clementine,
  satsuma, mandarin, tangerine, easy peeler, grapefruit, pink grapefruit, lemon, unwaxed lemon, lime, kaffir lime,
  makrut lime, yuzu, pomelo, kumquat, grape, red grape, green grape, black grape, strawberry, raspberry, blackberry,
  blueberry, blackcurrant, redcurrant, whitecurrant, gooseberry, cranberry, cherry, sour cherry, morello cherry, plum,
  damson, greengage, apricot, fresh apricot, peach, nectarine, mango, alphonso mango, papaya, pawpaw, pineapple, kiwi,
  kiwi fruit, passion fruit, pomegranate, pomegranate seed, pomegranate aril, fresh fig, fig, lychee, rambutan,
  dragon fruit, persimmon, sharon fruit, guava, melon, watermelon, cantaloupe, honeydew melon, galia melon, coconut,
  fresh coconut, coconut water, rhubarb, elderflower, elderberry, physalis, starfruit, jackfruit, young jackfruit,
  durian, mulberry, sloe, medlar, tamarillo, feijoa, mixed berry, frozen berry, frozen summer fruit, summer fruit,
  frozen fruit, fruit salad, fresh fruit, fresh lemon juice, fresh lime juice, freshly squeezed lemon juice,
  freshly squeezed lime juice, freshly squeezed orange juice, juice of lemon, juice of lime, lemon zest, lime zest,
  orange zest, coriander, cilantro, coriander leaf, fresh coriander, parsley, flat leaf parsley, curly parsley, basil,
  thai basil, holy basil, mint, spearmint, peppermint, thyme, lemon thyme, rosemary, sage, dill, chive, tarragon,
  chervil, oregano, marjoram, bay leaf, curry leaf, kaffir lime leaf, makrut lime leaf, lime leaf, lemon balm,
  lemon verbena, lovage, fenugreek leaf, methi, kasuri methi, shiso, perilla, epazote, herb, fresh herb, mixed herb,
  soft herb, micro green, edible flower, nasturtium, courgette flower, rose petal, lavender, hibiscus, chamomile,
    savoy, hispi, sweetheart, iceberg, cos, roquette, silverbeet, pak choy, lacinato kale, haricot vert, haricots verts, mange tout, sugarsnap pea, snap pea, sweetcorn cob, ear of corn, ladies finger, lady finger, bramble, kiwifruit, passionfruit, charentais melon, whitecurrant, spring greens, collard greens, greens, manzanilla olive, queen olive, nonpareille caper,
    ramiro pepper, winter squash, pole bean, oven fry, oven chip
  `);

/** Fungi, with the words a cook uses for them all. */
const MUSHROOMS = list(`
  mushroom, button mushroom, white mushroom, closed cup mushroom, chestnut mushroom, cremini, crimini, baby bella,
  portobello, portobello mushroom, portabella, flat mushroom, field mushroom, shiitake, shitake, oyster mushroom,
  king oyster mushroom, enoki, shimeji, maitake, hen of the wood, chicken of the wood, porcini, cep, chanterelle,
  girolle, morel, wood ear, black fungus, cloud ear, trompette, trumpet mushroom, truffle, black truffle, truffle oil,
  dried mushroom, dried porcini, dried shiitake, wild mushroom, mixed mushroom, mushroom ketchup, mushroom stock,
  mushroom pate, lions mane, puffball, mushroom powder
`);

/** Plant groups a cook commonly avoids by name. */
export const PRODUCE_GROUPS: readonly FoodGroup[] = [
  { id: 'mushroom', label: 'Mushrooms', names: list('mushroom, mushrooms, fungi, fungus'), members: MUSHROOMS },
  {
    id: 'nightshade',
    label: 'Nightshades',
    names: list('nightshade, nightshades, nightshade vegetable, solanaceae'),
    members: list(`
      tomato, tomatillo, potato, aubergine, eggplant, pepper, bell pepper, chilli, paprika, cayenne, chilli powder,
      chilli flake, jalapeno, goji berry, passata, ketchup, tomato puree, tomato paste, harissa, sriracha, hot sauce,
      pimento, piri piri, peri peri, gochujang, gochugaru, tabasco, salsa
    `),
    except: list('sweet potato, black pepper, white pepper, peppercorn, sichuan pepper, pink peppercorn, ground black pepper'),
  },
  {
    id: 'citrus',
    label: 'Citrus fruit',
    names: list('citrus, citrus fruit, citrus fruits'),
    members: list(`
      orange, lemon, lime, grapefruit, clementine, satsuma, mandarin, tangerine, easy peeler, yuzu, pomelo, kumquat,
      bergamot, marmalade, preserved lemon, limoncello, triple sec, cointreau, grand marnier
    `),
    except: list('lemongrass, lemon grass, lemon thyme, lemon balm, lemon verbena, orange pepper, lime leaf'),
  },
  {
    id: 'legume',
    label: 'Legumes and pulses',
    names: list('legume, legumes, pulse, pulses, beans and lentils, bean and pulse'),
    members: list(`
      bean, lentil, chickpea, garbanzo, pea, split pea, dal, dhal, dahl, hummus, falafel, edamame, soya bean, tofu,
      tempeh, peanut, lupin, broad bean, fava bean, mung bean, adzuki bean, black eyed pea, black eyed bean, kidney bean,
      black bean, pinto bean, cannellini bean, butter bean, borlotti bean, haricot bean, baked bean, refried bean,
      mangetout, sugar snap pea, green bean, runner bean, french bean
    `),
    except: list('vanilla bean, coffee bean, cocoa bean, jelly bean, chickpea water'),
  },
  {
    id: 'spicy',
    label: 'Chilli heat',
    names: list('spicy, spicy food, spicy foods, hot food, chilli heat, heat'),
    members: list(`
      chilli, chilli powder, chilli flake, dried chilli, cayenne, jalapeno, scotch bonnet, birds eye chilli, habanero,
      serrano chilli, hot sauce, sriracha, harissa, gochujang, gochugaru, tabasco, peri peri, piri piri, jerk seasoning,
      jerk paste, hot paprika, wasabi, sichuan pepper, chipotle, sambal, sambal oelek, chilli oil, chilli crisp,
      hot chilli powder, vindaloo, kimchi, nduja, aleppo pepper, pul biber, kashmiri chilli, green chilli, red chilli
    `),
    except: list('sweet chilli sauce, mild chilli powder'),
  },
  {
    id: 'onion-garlic',
    label: 'Onion and garlic',
    names: list('allium, alliums, onion and garlic, onions and garlic'),
    members: list('onion, shallot, spring onion, scallion, leek, garlic, chive, onion powder, garlic powder, garlic granule, asafoetida'),
    except: list('onion seed, nigella seed'),
  },
];
