// `npm run backup` and `npm run restore`: the embedded database's backups (docs/operations.md, Backups).
import { parseArgs } from 'node:util';
import { parseEnvOrExit, type Env } from '../env';
import { restoreBackup } from './restore-backup';
import { BackupError, backupFileName, takeBackup } from './take-backup';

const USAGE = `Usage:
  npm run backup [-- --out FILE]        a copy of the embedded database in DATA_DIR
  npm run restore -- FILE [--force]     put a backup into DATA_DIR (--force moves a database already there aside)`;

function postgresAdvice(command: 'backup' | 'restore'): string {
  return command === 'backup'
    ? 'DATABASE_URL is set: back up PostgreSQL with its own tools, e.g.\n  pg_dump --format=custom --file=larder.dump "$DATABASE_URL"'
    : 'DATABASE_URL is set: restore PostgreSQL with its own tools, e.g.\n  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" larder.dump';
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

async function run(argv: string[], env: Env): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { out: { type: 'string', short: 'o' }, force: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  const [command, file] = positionals;
  if (values.help || (command !== 'backup' && command !== 'restore')) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  if (env.DATABASE_URL) {
    console.error(postgresAdvice(command));
    return 2;
  }
  if (command === 'backup') {
    const result = await takeBackup({ dataDir: env.DATA_DIR, out: values.out ?? backupFileName() });
    const source = result.takenBy === 'server' ? 'taken by the running server' : 'taken from the data folder (no server was running)';
    console.log(`Backup written to ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB, ${source}).`);
    console.log(`It opens and holds ${plural(result.accounts.length, 'account')}.`);
    return 0;
  }
  if (!file) {
    console.error(`Name the backup to restore.\n${USAGE}`);
    return 2;
  }
  const result = await restoreBackup({ dataDir: env.DATA_DIR, file, force: values.force });
  if (result.movedAside) console.log(`The database that was there is kept in ${result.movedAside}.`);
  console.log(`Restored ${plural(result.accounts.length, 'account')} into ${result.dataDir}. Start Larder as usual.`);
  return 0;
}

async function main(): Promise<void> {
  const env = parseEnvOrExit();
  try {
    process.exit(await run(process.argv.slice(2), env));
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : error instanceof Error ? `${error.name}: ${error.message}` : error);
    process.exit(1);
  }
}

void main();
