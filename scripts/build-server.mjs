// Bundles the server into dist/server/main.js and the backup tool into dist/server/backup-cli.js;
// packages stay external and load from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/server/main.ts', 'backup-cli': 'src/server/backup/cli.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server bundled: dist/server/main.js, dist/server/backup-cli.js');
