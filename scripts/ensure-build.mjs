// Runs before `npm start` (and `npm run backup` / `restore`): builds once when there is no build,
// or when the sources are newer. An installation without sources (a container image) only runs.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const outputs = ['dist/web/index.html', 'dist/server/main.js', 'dist/server/backup-cli.js'];
const built = outputs.every((file) => existsSync(file));
const stale = built && existsSync('src') && newest('src') > Math.min(...outputs.map((file) => statSync(file).mtimeMs));
if (!built || stale) {
  console.log(built ? 'Sources changed since the last build; building…' : 'No build yet; building…');
  execSync('npm run build', { stdio: 'inherit' });
}
