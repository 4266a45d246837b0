// The Dockerfile's own steps, run without a Docker engine (none is reachable where Larder is built
// and tested), then the image's command started and checked: `npm run container-check`.
//
// Each stage gets a folder standing for its file system. RUN steps run in it through chroot, in a
// mount namespace of their own (unshare), with this machine's Debian userland and Node bound in
// read-only in place of the base image (FROM node:<major>-bookworm-slim: the same Debian release
// and Node major, which this script checks) and a copy of its /etc, so `useradd` changes only
// the copy. COPY follows .dockerignore and Docker's rules for files and folders. Then, as the
// image's USER: the server starts with the image's CMD on a fresh data folder and must answer
// /api/ready; the HEALTHCHECK command must pass; `backup-cli.js backup` must take a backup from
// the running server; the app's files must be read-only to that user, no development dependency
// may be installed, and SIGTERM must stop the server cleanly.
//
// --reuse-build: the `build` stage is not run; what later stages copy from it comes from this
// checkout's own `npm run build` (CI has just run it on the same sources). Needs root (chroot,
// mount); CI runs as root.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join, posix, resolve } from 'node:path';

const repo = resolve(dirname(new URL(import.meta.url).pathname), '..');
const reuseBuild = process.argv.includes('--reuse-build');
const keep = process.argv.includes('--keep');
const started = performance.now();
const elapsed = () => `${Math.round((performance.now() - started) / 1000)} s`;
const step = (text) => console.log(`\n==> ${text} (at ${elapsed()})`);
const fail = (text) => {
  throw new Error(text);
};

// ---------------------------------------------------------------------------------------------
// The Dockerfile, read into stages of instructions.

function readDockerfile(path) {
  const lines = readFileSync(path, 'utf8').split('\n');
  const instructions = [];
  let pending = '';
  for (const raw of lines) {
    const line = raw.trimEnd();
    if (!pending && (line.trim() === '' || line.trim().startsWith('#'))) continue;
    if (pending && line.trim().startsWith('#')) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    const full = `${pending}${line}`.trim();
    pending = '';
    const [, keyword, rest] = /^(\S+)\s*(.*)$/.exec(full);
    instructions.push({ keyword: keyword.toUpperCase(), args: rest.trim() });
  }
  const stages = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const match = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(instruction.args) ?? fail(`FROM ${instruction.args}: not understood`);
      stages.push({ from: match[1], name: match[2] ?? String(stages.length), steps: [] });
    } else {
      (stages.at(-1) ?? fail(`${instruction.keyword} before any FROM`)).steps.push(instruction);
    }
  }
  return stages;
}

/** `KEY=value KEY2="value two"` */
function parseEnvArgs(args) {
  const env = {};
  for (const match of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("([^"]*)"|\S*)/g)) env[match[1]] = match[3] ?? match[2];
  return env;
}

/** The JSON (exec) form of CMD and HEALTHCHECK CMD; the shell form becomes sh -c. */
function parseCommand(text) {
  return text.startsWith('[') ? JSON.parse(text) : ['/bin/sh', '-c', text];
}

// ---------------------------------------------------------------------------------------------
// The build context: this checkout's files (tracked, and new ones git does not ignore) less
// what .dockerignore leaves out.

function ignoreRules() {
  const file = join(repo, '.dockerignore');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negate = line.startsWith('!');
      const pattern = (negate ? line.slice(1) : line).replace(/^\/+/, '').replace(/\/+$/, '');
      const source = pattern
        .split('/')
        .map((part) =>
          part === '**'
            ? '.*'
            : part
                .replace(/[.+^${}()|[\]\\]/g, '\\$&')
                .replace(/\*/g, '[^/]*')
                .replace(/\?/g, '[^/]'),
        )
        .join('/');
      return { negate, regex: new RegExp(`^${source}(/.*)?$`) };
    });
}

function buildContext(into) {
  const rules = ignoreRules();
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: repo, encoding: 'utf8' });
  if (listed.status !== 0) fail(`git ls-files failed: ${listed.stderr}`);
  let count = 0;
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    let ignored = false;
    for (const rule of rules) if (rule.regex.test(file)) ignored = !rule.negate;
    if (ignored || !existsSync(join(repo, file))) continue;
    mkdirSync(dirname(join(into, file)), { recursive: true });
    cpSync(join(repo, file), join(into, file));
    count += 1;
  }
  return count;
}

// ---------------------------------------------------------------------------------------------
// Stage file systems and running commands in them.

const SYSTEM_LINKS = ['bin', 'lib', 'lib64', 'sbin'];

/** A root standing for the base image: this machine's userland (bound in when used) and a copy of /etc. */
function baseRoot(root, image) {
  const match = /^node:(\d+)-bookworm-slim$/.exec(image) ?? fail(`FROM ${image}: only node:<major>-bookworm-slim can stand in here`);
  const hostMajor = process.versions.node.split('.')[0];
  if (match[1] !== hostMajor)
    fail(`the image runs Node ${match[1]} but this machine has Node ${hostMajor}: the check would not be faithful`);
  const release = readFileSync('/etc/os-release', 'utf8');
  if (!/VERSION_CODENAME=bookworm/.test(release))
    fail('the image is Debian bookworm, this machine is not: the check would not be faithful');
  mkdirSync(root, { recursive: true });
  for (const dir of ['usr', 'dev', 'proc', 'tmp', 'root', 'run', 'var/tmp']) mkdirSync(join(root, dir), { recursive: true });
  for (const link of SYSTEM_LINKS) {
    const target = linkTarget(`/${link}`);
    if (target) symlinkSync(target, join(root, link));
    else if (existsSync(`/${link}`)) mkdirSync(join(root, link));
  }
  cpSync('/etc', join(root, 'etc'), { recursive: true, verbatimSymlinks: true });
  spawnSync('chmod', ['1777', join(root, 'tmp'), join(root, 'var/tmp')]);
}

/** Where a symbolic link points (merged-/usr systems link /bin to usr/bin), or null. */
function linkTarget(path) {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  return stat?.isSymbolicLink() ? readlinkSync(path) : null;
}

/** Who `user` is in the stage's own /etc/passwd. */
function resolveUser(root, user) {
  if (!user || user === 'root') return undefined;
  const line = readFileSync(join(root, 'etc/passwd'), 'utf8')
    .split('\n')
    .find((entry) => entry.split(':')[0] === user || entry.split(':')[2] === user);
  if (!line) fail(`USER ${user}: no such user in the image`);
  const [, , uid, gid] = line.split(':');
  return { uid, gid };
}

const PASSED_ENV = /^(https?_proxy|no_proxy|HTTPS?_PROXY|NO_PROXY|npm_config_registry|NPM_CONFIG_REGISTRY)$/;

/** Spawns `command` in the stage's root: a private mount namespace, the system bound in read-only, chroot. */
function inRoot(stage, command, { user = stage.user, cwd = stage.workdir, env = {}, stdio = 'inherit' } = {}) {
  const root = stage.root;
  const binds = ['usr', ...SYSTEM_LINKS.filter((link) => existsSync(`/${link}`) && !linkTarget(`/${link}`))];
  const npmCache = join(process.env.HOME ?? '/root', '.npm');
  const who = resolveUser(root, user);
  const script = [
    'set -e',
    ...binds.map((dir) => `mount --bind /${dir} "$ROOT/${dir}" && mount -o remount,bind,ro "$ROOT/${dir}"`),
    'mount --bind /dev "$ROOT/dev"',
    'mount -t proc proc "$ROOT/proc"',
    // Like a BuildKit cache mount: packages this machine has fetched are not fetched again.
    existsSync(npmCache) ? `mkdir -p "$ROOT/root/.npm" && mount --bind "${npmCache}" "$ROOT/root/.npm"` : 'true',
    `exec chroot ${who ? `--userspec=${who.uid}:${who.gid} --groups=${who.gid}` : ''} "$ROOT" /bin/sh -c 'cd "$1" && shift && exec "$@"' sh "$CWD" "$@"`,
  ].join('\n');
  const passed = Object.fromEntries(Object.entries(process.env).filter(([key]) => PASSED_ENV.test(key)));
  return spawn('unshare', ['--mount', '--propagation', 'private', '--', '/bin/sh', '-c', script, 'sh', ...command], {
    env: {
      PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      HOME: who ? '/nonexistent' : '/root',
      ...passed,
      ...stage.env,
      ...env,
      ROOT: root,
      CWD: cwd,
    },
    stdio,
  });
}

function finished(child) {
  return new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })));
}

async function runInRoot(stage, command, options) {
  const { code } = await finished(inRoot(stage, command, options));
  return code;
}

/** A path inside a stage's file system, as a path on this machine. */
const hostPath = (stage, path) => join(stage.root, posix.resolve(stage.workdir, path));

function copy({ from, sources, dest, stage }) {
  const target = hostPath(stage, dest);
  const intoDir = dest.endsWith('/') || sources.length > 1;
  for (const source of sources) {
    if (!existsSync(source)) fail(`COPY: ${source} does not exist`);
    if (statSync(source).isDirectory() && from) {
      // From an earlier stage, whose files no step changes any more: hard links, not copies
      // (node_modules is thousands of files).
      mkdirSync(target, { recursive: true });
      const linked = spawnSync('cp', ['-al', `${source}/.`, `${target}/`], { encoding: 'utf8' });
      if (linked.status !== 0) fail(`COPY: linking ${source} failed: ${linked.stderr}`);
    } else if (statSync(source).isDirectory()) {
      cpSync(source, target, { recursive: true, verbatimSymlinks: true });
    } else {
      const file = intoDir || (existsSync(target) && statSync(target).isDirectory()) ? join(target, basename(source)) : target;
      mkdirSync(dirname(file), { recursive: true });
      cpSync(source, file);
    }
  }
  return from;
}

// ---------------------------------------------------------------------------------------------

async function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function buildStages(work, stages) {
  const context = join(work, 'context');
  step(`build context: ${buildContext(context)} files (git's list less .dockerignore)`);
  const built = new Map();
  for (const [index, spec] of stages.entries()) {
    const parent = built.get(spec.from);
    const stage = {
      name: spec.name,
      root: join(work, `stage-${index}-${spec.name}`),
      workdir: parent?.workdir ?? '/',
      env: { ...(parent?.env ?? {}) },
      user: parent?.user,
    };
    if (parent) cpSync(parent.root, stage.root, { recursive: true, verbatimSymlinks: true });
    else baseRoot(stage.root, spec.from);

    if (reuseBuild && spec.name === 'build') {
      step(`stage build: taken from this checkout's \`npm run build\` (--reuse-build)`);
      if (!existsSync(join(repo, 'dist/server/main.js'))) fail('--reuse-build: there is no build (run `npm run build`)');
      stage.reused = true;
      built.set(spec.name, stage);
      continue;
    }
    step(`stage ${spec.name} (FROM ${spec.from})`);
    for (const { keyword, args } of spec.steps) {
      switch (keyword) {
        case 'WORKDIR':
          stage.workdir = posix.resolve(stage.workdir, args);
          mkdirSync(hostPath(stage, '.'), { recursive: true });
          break;
        case 'ENV':
          Object.assign(stage.env, parseEnvArgs(args));
          break;
        case 'USER':
          stage.user = args;
          resolveUser(stage.root, args);
          break;
        case 'COPY': {
          const parts = args.split(/\s+/);
          const fromFlag = parts[0].startsWith('--from=') ? parts.shift().slice('--from='.length) : undefined;
          if (parts.some((part) => part.startsWith('--'))) fail(`COPY ${args}: only --from is supported here`);
          const dest = parts.pop();
          const source = fromFlag ? built.get(fromFlag) : undefined;
          if (fromFlag && !source) fail(`COPY --from=${fromFlag}: no such stage`);
          const sources = parts.map((part) => {
            if (!source) return join(context, part);
            if (!source.reused) return join(source.root, posix.resolve(source.workdir, part));
            // The reused build stage: its /app is this checkout.
            return join(repo, posix.relative(source.workdir, posix.resolve(source.workdir, part)));
          });
          console.log(`COPY ${args}`);
          copy({ from: fromFlag, sources, dest, stage });
          break;
        }
        case 'RUN': {
          console.log(`RUN ${args}`);
          const code = await runInRoot(stage, ['/bin/sh', '-c', args]);
          if (code !== 0) fail(`RUN ${args}\nexited with ${code}`);
          break;
        }
        case 'VOLUME':
          stage.volumes = parseCommand(args.startsWith('[') ? args : JSON.stringify(args.split(/\s+/)));
          break;
        case 'EXPOSE':
        case 'LABEL':
          break;
        case 'HEALTHCHECK': {
          const match = /^(.*?)\bCMD\s+(.*)$/.exec(args) ?? fail(`HEALTHCHECK ${args}: not understood`);
          stage.healthcheck = parseCommand(match[2]);
          break;
        }
        case 'CMD':
          stage.cmd = parseCommand(args);
          break;
        default:
          fail(`${keyword}: this check does not know it yet; teach scripts/container-check.mjs before using it`);
      }
    }
    built.set(spec.name, stage);
  }
  return [...built.values()].at(-1);
}

async function checkImage(image) {
  if (!image.cmd) fail('the image has no CMD');
  if (!image.healthcheck) fail('the image has no HEALTHCHECK');
  const user = resolveUser(image.root, image.user) ?? fail('the image runs as root: it must have a USER of its own');
  const volume = image.volumes?.[0] ?? fail('the image declares no VOLUME for the embedded database');
  if (image.env.DATA_DIR !== volume) fail(`DATA_DIR (${image.env.DATA_DIR}) is not the volume (${volume})`);

  step('production dependencies only');
  const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
  const modules = hostPath(image, 'node_modules');
  const devInstalled = Object.keys(pkg.devDependencies ?? {}).filter((name) => existsSync(join(modules, name)));
  if (devInstalled.length > 0) fail(`development dependencies in the image: ${devInstalled.join(', ')}`);
  const missing = Object.keys(pkg.dependencies ?? {}).filter((name) => !existsSync(join(modules, name)));
  if (missing.length > 0) fail(`dependencies missing from the image: ${missing.join(', ')}`);
  console.log(
    `${readdirSync(modules).length} entries in node_modules; none of the ${Object.keys(pkg.devDependencies ?? {}).length} development dependencies`,
  );

  step(`the user ${image.user} (${user.uid}:${user.gid}): owns the data folder, cannot write the app`);
  const dataStat = statSync(join(image.root, volume));
  if (String(dataStat.uid) !== user.uid) fail(`${volume} belongs to uid ${dataStat.uid}, not to ${image.user}`);
  if ((await runInRoot(image, ['/bin/sh', '-c', 'touch "$0/.write-test" 2>/dev/null', volume], { stdio: 'ignore' })) !== 0)
    fail(`${image.user} cannot write ${volume}`);
  rmSync(join(image.root, volume, '.write-test'), { force: true });
  for (const path of [image.workdir, `${image.workdir}/dist/server/main.js`, `${image.workdir}/node_modules`]) {
    if (
      (await runInRoot(image, ['/bin/sh', '-c', 'touch "$0" 2>/dev/null || touch "$0/.write-test" 2>/dev/null', path], {
        stdio: 'ignore',
      })) === 0
    )
      fail(`${image.user} can write ${path}: the app must be read-only to it`);
  }

  const port = await freePort();
  step(`CMD ${JSON.stringify(image.cmd)} as ${image.user}, PORT=${port}, a fresh ${volume}`);
  const server = inRoot(image, image.cmd, { env: { PORT: String(port), LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  server.stdout.on('data', (chunk) => (log += chunk));
  server.stderr.on('data', (chunk) => (log += chunk));
  const exited = finished(server);
  try {
    const deadline = Date.now() + 90_000;
    let ready;
    while (Date.now() < deadline) {
      if (server.exitCode !== null) fail(`the server exited with ${server.exitCode}:\n${log}`);
      ready = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => undefined);
      if (ready?.status === 200) break;
      await new Promise((resolveWait) => setTimeout(resolveWait, 250));
    }
    if (ready?.status !== 200) fail(`/api/ready did not answer 200 in 90 s:\n${log}`);
    console.log(`/api/ready: ${JSON.stringify(await ready.json())}`);
    const page = await fetch(`http://127.0.0.1:${port}/`);
    if (page.status !== 200 || !(await page.text()).includes('<div id="root"')) fail('the web app is not served');
    console.log('/: the web app is served');

    step(`HEALTHCHECK ${JSON.stringify(image.healthcheck)}`);
    const health = await runInRoot(image, image.healthcheck, { env: { PORT: String(port) } });
    if (health !== 0) fail(`the HEALTHCHECK command exited with ${health}`);

    step('a backup taken from the running server, as the image user');
    const backup = await runInRoot(image, ['node', 'dist/server/backup-cli.js', 'backup', '--out', `${volume}/check-backup.tar.gz`]);
    if (backup !== 0) fail(`backup-cli.js backup exited with ${backup}:\n${log}`);
    const owned = readdirSync(join(image.root, volume)).filter(
      (entry) => statSync(join(image.root, volume, entry)).uid !== Number(user.uid),
    );
    if (owned.length > 0) fail(`files in ${volume} not owned by ${image.user}: ${owned.join(', ')}`);

    step('SIGTERM stops it cleanly');
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 20_000);
    const { code } = await exited;
    clearTimeout(timer);
    if (code !== 0) fail(`the server exited with ${code} on SIGTERM:\n${log}`);
  } finally {
    if (server.exitCode === null) {
      server.kill('SIGKILL');
      await exited;
    }
  }
}

async function main() {
  if (process.getuid?.() !== 0) fail('run as root: the check uses chroot and mount namespaces (CI runs as root)');
  const work = mkdtempSync(join(tmpdir(), 'larder-container-check-'));
  try {
    const stages = readDockerfile(join(repo, 'Dockerfile'));
    const image = await buildStages(work, stages);
    await checkImage(image);
    console.log(
      `\ncontainer check passed in ${Math.round((performance.now() - started) / 1000)} s (the image itself was not built: no Docker engine here)`,
    );
  } finally {
    if (keep) console.log(`kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`\ncontainer check FAILED: ${error.message}`);
  process.exit(1);
});
