import { list, type AllergenFoods } from './types';

/** Molluscs: mussels, clams, oysters, scallops, squid, octopus, snails and what is made from them. */
export const MOLLUSCS: AllergenFoods = {
  allergen: 'molluscs',
  names: list('mollusc, mollusca, molluscan shellfish'),
  contains: list(`
    mussel, green lipped mussel, rope grown mussel, live mussel, clam, palourde, palourde clam, vongole, littleneck clam,
    manila clam, razor clam, surf clam, quahog, geoduck, cockle, oyster, rock oyster, native oyster, pacific oyster,
    smoked oyster, scallop, king scallop, queen scallop, bay scallop, sea scallop, dried scallop, conpoy, whelk, winkle,
    periwinkle, limpet, abalone, ormer, conch, snail, escargot, land snail, sea snail, squid, calamari, baby squid,
    squid ring, squid tube, squid ink, cuttlefish, cuttlefish ink, nero di seppia, octopus, baby octopus, octopus tentacle,
    takoyaki, tako, ika, hotate, oyster sauce, oyster flavoured sauce, oyster mushroom sauce, clam juice, clam chowder,
    new england clam chowder, manhattan clam chowder, moules mariniere, moules frites, spaghetti alle vongole,
    linguine alle vongole, fritto misto, fritto misto di mare, salt and pepper squid, calamari fritti, xo sauce,
    seafood mix, seafood cocktail, frutti di mare, fruits de mer, seafood medley, seafood paella, paella de marisco,
    oysters rockefeller, coquilles saint jacques, scallop roe, mussel broth, clam sauce,
    scallop with roe,
    mussels in white wine, thai mussel, mussel chowder, clam pasta, stuffed squid, grilled octopus, octopus salad,
    pulpo a la gallega, polbo, calamari ring, squid stir fry, squid ink pasta, black pasta, oyster shooter, oyster po boy,
    scallop ceviche, seared scallop, scallop gratin, abalone sauce, conch fritter, escargots de bourgogne,
    snails in garlic butter, bulot, whelk salad, clam bake, cockle popcorn, arroz negro, chipirones, sepia, jibia, pulpo,
    calamares, calamares a la romana, chopitos, ika geso, surume, dried squid, squid jerky, ojingeo, nakji,
    oyster omelette, smoked mussel, pickled mussel, mussel meat
  `),
  mayContain: list(`
    nori, nori sheet, sushi nori, laver, seaweed, seaweed sheet, roasted seaweed, sushi, fish sauce, nam pla, fish stock,
    dashi, paella, fish pie mix, fish soup, bouillabaisse, seafood chowder, seafood stock, surimi, crab stick,
    seafood extender, fish ball, kimchi, furikake, hoisin sauce, stir fry sauce, chow mein sauce, black bean sauce
  `),
};
