import { list, type AllergenFoods } from './types';

/** Fish: every finned fish, its roe and oils, and the sauces, stocks and dishes made from it. */
export const FISH: AllergenFoods = {
  allergen: 'fish',
  names: list('fish, finfish, fin fish, white fish, oily fish'),
  contains: list(`
    anchovy, anchovy fillet, anchovy paste, anchovy essence, bass, sea bass, seabass, branzino, bream, sea bream, gilthead,
    brill, carp, catfish, arctic char, cod, cod loin, cod fillet, salt cod, bacalao, bacalhau, coley, pollock,
    pollack, alaska pollock, saithe, dogfish, huss, rock salmon, eel, smoked eel, unagi, flounder, grouper, gurnard,
    haddock, smoked haddock, finnan haddie, arbroath smokie, hake, halibut, herring, kipper, bloater, rollmop,
    pickled herring, john dory, ling, mackerel, smoked mackerel, mahi mahi, dorado, marlin, monkfish, mullet, red mullet,
    grey mullet, perch, pike, pilchard, sardine, sprat, plaice, pompano, snapper, red snapper, salmon, salmon fillet,
    smoked salmon, hot smoked salmon, lox, gravadlax, gravlax, salmon side, skate, skate wing, sole, dover sole,
    lemon sole, sturgeon, swordfish, tilapia, trout, rainbow trout, sea trout, smoked trout, turbot, tuna, tuna steak,
    tinned tuna, canned tuna, tuna chunk, ahi tuna, yellowfin tuna, albacore, bonito, skipjack, whitebait, whiting, zander,
    basa, pangasius, swai, river cobbler, hoki, barramundi, wahoo, kingfish, yellowtail, hamachi, sablefish, black cod,
    orange roughy, tilefish, shad, smelt, capelin, sand eel, lamprey, megrim, witch sole, pouting, pollan, vendace,
    fish fillet, white fish fillet, fish steak, fish roe, roe, cod roe, smoked cod roe, hard roe, soft roe, bottarga,
    caviar, lumpfish caviar, salmon roe, ikura, tobiko, masago, taramasalata, gentlemans relish, fish sauce, nam pla,
    nuoc mam, patis, garum, colatura, fish paste, fish stock, fish stock cube, fish bouillon, fish broth, fish soup,
    dashi, dashi stock, dashi powder, hondashi, bonito flake, katsuobushi, niboshi, dried anchovy, ikan bilis,
    worcestershire sauce, worcestershire, lea and perrins, caesar dressing, caesar salad, puttanesca, puttanesca sauce,
    tapenade, bagna cauda, vitello tonnato, salade nicoise, nicoise salad, kedgeree, fish pie, fish cake, fishcake,
    fish finger, fish stick, fish and chips, battered fish, fish goujon, surimi, seafood stick, crab stick, kamaboko,
    fish ball, fish tofu, gefilte fish, sashimi, nigiri, maki, poke, poke bowl, ceviche, fish curry, fish taco,
    bouillabaisse, cullen skink, cioppino, fish chowder, fish stew, zarzuela, fish pie mix, cod liver oil, fish oil,
    omega 3 fish oil, isinglass, fish gelatine, fish collagen, furikake, pho, pho broth, som tam, green papaya salad, larb,
    nuoc cham, nam jim, tom yum, tom yam, tom yum paste, tom yam paste, thai curry paste, thai red curry paste, thai green curry paste,
    thai yellow curry paste, red curry paste, green curry paste, yellow curry paste, massaman paste, massaman curry paste,
    panang curry paste, penang curry paste, jungle curry paste, sour curry paste, pad thai, pad thai sauce, xo sauce,
    thai fish cake, taramosalata, anchoiade, janssons temptation, kedgeree rice,
    whitefish,
    penang curry paste, phanaeng curry paste, matsaman curry paste
  `),
  mayContain: list(`
    kimchi, shrimp paste, belacan, blachan, kapi, terasi, miso soup, ramen, ramen broth, tonkotsu, udon broth,
    satay sauce, peanut sauce, green curry, red curry, yellow curry, massaman, panang, thai curry, laksa, laksa paste, sambal,
    chilli crisp, seafood sauce, marie rose sauce, barbecue sauce, bbq sauce, steak sauce, brown sauce, hp sauce,
    bloody mary, bloody mary mix, gumbo, paella, jambalaya, stock, stock cube, pasta sauce, seaweed, nori,
    sushi rice seasoning, caesar salad kit, salsa verde, fried rice, nasi goreng, nam prik, tamarind sauce, stir fry sauce, dipping sauce,
    sushi
  `),
};
