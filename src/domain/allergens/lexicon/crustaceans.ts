import { list, type AllergenFoods } from './types';

/** Crustaceans: prawns, crabs, lobsters and their kin, and the pastes and sauces made from them. */
export const CRUSTACEANS: AllergenFoods = {
  allergen: 'crustaceans',
  names: list('crustacean, crustacea, crustacean shellfish'),
  contains: list(`
    prawn, king prawn, tiger prawn, raw prawn, cooked prawn, peeled prawn, cold water prawn, north atlantic prawn,
    jumbo prawn, crevette, shrimp, jumbo shrimp, salad shrimp, brown shrimp, potted shrimp, rock shrimp, grass shrimp,
    dried shrimp, shrimp paste, shrimp sauce, fermented shrimp, shrimp powder, shrimp floss, langoustine, scampi,
    dublin bay prawn, norway lobster, lobster, rock lobster, spiny lobster, lobster tail, lobster meat, lobster bisque,
    crayfish, crawfish, crawdad, yabby, crab, brown crab, spider crab, king crab, snow crab, blue crab, dungeness crab,
    soft shell crab, soft-shell crab, crab meat, crabmeat, white crab meat, brown crab meat, crab claw, crab leg,
    dressed crab, crab cake, crab pate, krill, barnacle, goose barnacle, belacan, blachan, belachan, kapi, terasi, trassi,
    bagoong, bagoong alamang, mam tom, petis, shrimp chip, prawn cracker, prawn crackers, prawn toast, sesame prawn toast,
    prawn cocktail, shrimp cocktail, prawn mayo, prawn mayonnaise, bisque, shellfish bisque, thai red curry paste,
    thai green curry paste, thai yellow curry paste, thai curry paste, red curry paste, green curry paste, yellow curry paste, massaman paste,
    massaman curry paste, massaman, panang, panang curry paste, penang curry paste, phanaeng, jungle curry paste,
    sour curry paste, tom yum paste, tom yam paste, tom yum, tom yam, laksa paste, laksa, sambal belacan, nam prik,
    nam phrik, nam prik pao, chilli jam, xo sauce, har gow, har gau, shrimp dumpling, prawn dumpling, prawn wonton,
    shrimp wonton, prawn gyoza, seafood mix, seafood cocktail, frutti di mare, fruits de mer, seafood medley, seafood stick,
    surimi crab, pad thai, pad thai sauce, prawn curry, shrimp scampi, gumbo, etouffee, paella de marisco, seafood paella,
    prawn laksa, prawn noodle, prawn fried rice, prawn tempura, shrimp tempura, ebi, amaebi, ebi fry, kimchi jjigae,
    penang curry paste, phanaeng curry paste, matsaman curry paste, panang curry, penang curry
  `),
  mayContain: list(`
    fish sauce, nam pla, nuoc mam, nori, nori sheet, sushi nori, laver, seaweed, seaweed sheet, roasted seaweed, sushi,
    surimi, crab stick, seafood extender, fish stock, fish stock cube, dashi, kimchi, paella, jambalaya,
    fish pie mix, fish soup, bouillabaisse, seafood chowder, fish ball, fish cake, fishcake, tempura batter, furikake,
    sambal, sambal oelek, chilli crisp, chilli oil, sweet chilli dipping sauce, thai fish cake, spring roll, wonton,
    dim sum, gyoza, fried rice, nasi goreng, mee goreng, curry laksa, tom kha, tom kha gai, green curry, red curry,
    yellow curry, jungle curry, thai curry, anchovy paste
  `),
};
