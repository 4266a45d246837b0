// `npm run build`'s last step: the template new embedded databases start from, beside the bundled
// server (src/server/db/database-template.ts; a first start without it runs initdb, about 5 s).
import { writeDatabaseTemplate } from '../src/server/db/database';

const started = performance.now();
const path = await writeDatabaseTemplate('dist/server');
console.log(`database template: ${path} (${Math.round(performance.now() - started)} ms)`);
