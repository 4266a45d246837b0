import { list } from './types';

/** Cheeses a cook may meet by name, every one of them made from milk. */
export const CHEESES = list(`
  cheese, hard cheese, soft cheese, blue cheese, goats cheese, goat cheese, sheep cheese, sheeps cheese, ewes cheese,
  cheddar, mature cheddar, mild cheddar, extra mature cheddar, sharp cheddar, vintage cheddar, white cheddar,
  red leicester, double gloucester, single gloucester, wensleydale, lancashire, cheshire, caerphilly, derby, sage derby,
  stilton, blue stilton, white stilton, shropshire blue, dorset blue vinney, stinking bishop, cornish yarg, yarg,
  lincolnshire poacher, isle of mull, bath soft cheese, tunworth, baron bigod, brie, camembert, mozzarella,
  buffalo mozzarella, mozzarella di bufala, fresh mozzarella, grated mozzarella, shredded mozzarella, pizza cheese,
  burrata, stracciatella, scamorza, provolone, caciocavallo, parmesan, parmigiano reggiano, grana padano, pecorino,
  pecorino romano, pecorino sardo, ricotta, ricotta salata, mascarpone, gorgonzola, dolcelatte, taleggio, fontina,
  asiago, fior di latte, montasio, robiola, castelmagno, feta, greek feta, halloumi, kefalotyri, kefalograviera,
  kasseri, manouri, graviera, mizithra, anthotyros, paneer, chhena, chenna, goats curd, chevre, crottin, valencay,
  manchego, idiazabal, mahon, tetilla, roncal, cabrales, torta del casar, roquefort, bleu d auvergne, fourme d ambert,
  comte, gruyere, emmental, emmenthal, raclette, reblochon, beaufort, tomme, morbier, munster, port salut, saint agur,
  saint nectaire, epoisses, chaource, boursin, roule, coulommiers, pont l eveque, livarot, mimolette, cantal,
  gouda, smoked gouda, aged gouda, edam, leerdammer, jarlsberg, havarti, maasdam, appenzeller, tilsit, limburger,
  vacherin, tete de moine, quark, skyr, cottage cheese, cream cheese, full fat soft cheese, light soft cheese,
  philadelphia, labneh, labna, quesillo, queso, queso fresco, queso blanco, queso oaxaca, oaxaca cheese, cotija,
  panela, chihuahua cheese, monterey jack, pepper jack, colby, colby jack, american cheese, processed cheese,
  cheese slice, burger cheese, cheese string, string cheese, babybel, dairylea, laughing cow, cheese triangle,
  swiss cheese, cheese spread, cheese powder, parmesan rind, cheese rind, fromage frais, petit suisse, fromage blanc,
  kashkaval, sulguni, bryndza, oscypek, twarog, tvorog, farmer cheese, pot cheese, quesito, nabulsi, akkawi,
  jibneh, hellim, beyaz peynir, kasar, lor, cheese curd, paneer cheese, vegetarian hard cheese,
  italian hard cheese, vegetarian parmesan, parmesan style cheese, grated cheese, cheese sauce, cheesecake,
  cheese straw, cheese twist, cheese scone, cheese on toast, cheeseburger, quattro formaggi,
    pizza mozzarella, low moisture mozzarella
  `);
