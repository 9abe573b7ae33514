// What npm test's suites need from the system, where they find it, and npm test's first step:
// installing from Debian's packages what is missing, as the real-WooCommerce kit
// (tests/woocommerce-store/start.sh) installs PHP and MariaDB: apt-get as root, through sudo
// otherwise, or a message naming the packages and the command when it may not. The suites find
// their tools through this module too (tests/chromium.ts, tests/cross-engine/drivers.ts,
// tests/integration/redis-server.ts), so the check and the suites never disagree on "present".
// npm install and npm start never run it: the shop itself needs none of these.
//
//   node scripts/test-tools.mjs                  check, and install what is missing (npm test runs this first)
//   TEST_TOOLS_MISSING="firefox-esr xvfb" ...    count those packages' tools as missing, to see what a new machine gets
//   TEST_TOOLS_SKIP_APT=1 ...                    never install: stop with what to install instead
//
// Plain JavaScript that the machine's own Node (20) runs as well as the project's.
import { spawnSync } from 'node:child_process';
import { accessSync, closeSync, constants, mkdirSync, openSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * What the checks read of a machine; the unit tests give their own.
 * @typedef {object} Machine
 * @property {Record<string, string | undefined>} env
 * @property {(file: string) => boolean} executable  an executable file is at this path
 */

/**
 * A tool a suite runs, and the Debian package that brings it.
 * @typedef {object} Tool
 * @property {string} name       what it is, in messages
 * @property {string} neededBy   which tests run it
 * @property {string} package    its Debian package
 * @property {string} [variable] the variable that points the suites at another copy
 * @property {string[]} [paths]  where the suites look, in order, without the variable
 * @property {string} [command]  or the name they run through PATH
 */

/** The suites run redis-server through PATH, and Debian's sbin folders are not on every user's. */
const SBIN = ['/usr/sbin', '/sbin'];

/** @type {Tool[]} */
export const TOOLS = [
  {
    name: "Debian's headless Chromium",
    neededBy: 'the Playwright suites',
    package: 'chromium-headless-shell',
    variable: 'CHROMIUM_PATH',
    // The headless build first: the one Playwright itself runs headless, and on two cores the
    // embedded suite takes 3.8 min in it against 6.8 min in the full browser, the fallback.
    paths: ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'],
  },
  {
    name: 'Firefox ESR',
    neededBy: 'the cross-engine journey',
    package: 'firefox-esr',
    variable: 'FIREFOX_PATH',
    paths: ['/usr/bin/firefox-esr'],
  },
  {
    name: "WebKitGTK's WebDriver (WebKitWebDriver, with its MiniBrowser)",
    neededBy: 'the cross-engine journey in WebKitGTK',
    package: 'webkit2gtk-driver',
    command: 'WebKitWebDriver',
  },
  { name: 'Xvfb (xvfb-run)', neededBy: "WebKitGTK's virtual display", package: 'xvfb', command: 'xvfb-run' },
  // Only a recommendation of xvfb's, so an install without recommends lacks it; xvfb-run needs it.
  { name: 'xauth', neededBy: 'xvfb-run', package: 'xauth', command: 'xauth' },
  {
    name: 'redis-server',
    neededBy: 'the Redis state tests',
    package: 'redis-server',
    variable: 'REDIS_SERVER',
    command: 'redis-server',
  },
];

/** @param {Record<string, string | undefined>} [env] @returns {Machine} */
export function thisMachine(env = process.env) {
  return {
    env,
    executable(file) {
      try {
        accessSync(file, constants.X_OK);
        return statSync(file).isFile();
      } catch {
        return false;
      }
    },
  };
}

/** Where a shell would run `command` from (`command -v`): a path as it is, a name through PATH. */
function which(/** @type {Machine} */ machine, /** @type {string} */ command) {
  if (command.includes('/')) return machine.executable(command) ? command : null;
  const folders = [...(machine.env.PATH ?? '').split(':').filter(Boolean), ...SBIN];
  for (const folder of folders) {
    const file = path.join(folder, command);
    if (machine.executable(file)) return file;
  }
  return null;
}

/**
 * Where the suites find a tool: its variable's program when the variable is set (then nothing
 * else, even if Debian's copy is there), else the first of its paths, or its command on PATH.
 * @param {Tool} tool @param {Machine} [machine]
 * @returns {{ path: string | null, variable?: string, value?: string }}
 */
export function findTool(tool, machine = thisMachine()) {
  const value = tool.variable ? machine.env[tool.variable] : undefined;
  if (value) return { path: which(machine, value), variable: tool.variable, value };
  if (tool.paths) return { path: tool.paths.find((p) => machine.executable(p)) ?? null };
  return { path: which(machine, tool.command ?? tool.package) };
}

/** The tool that `package` brings (the suites name theirs by package: `toolOf('firefox-esr')`). */
export function toolOf(/** @type {string} */ pkg) {
  const tool = TOOLS.find((t) => t.package === pkg);
  if (!tool) throw new Error(`No test tool comes from ${pkg}`);
  return tool;
}

const where = (/** @type {Tool} */ tool) => tool.paths?.[0] ?? tool.command;

/** A set variable under which the suites find nothing: installing the package would not help. */
const wrongVariable = (/** @type {Tool} */ tool, /** @type {string} */ variable, /** @type {string} */ value) =>
  `${variable}=${value} names no program (${tool.name}, for ${tool.neededBy}): fix it, or unset it to use ${where(tool)} (package ${tool.package}).`;

/** A suite's words when it cannot find its tool (run without npm test, which installs it first). */
export function missingToolMessage(/** @type {Tool} */ tool, machine = thisMachine()) {
  const found = findTool(tool, machine);
  if (found.variable) return wrongVariable(tool, found.variable, found.value ?? '');
  return (
    `This machine has no ${tool.name} (${where(tool)}) for ${tool.neededBy}. \`node scripts/test-tools.mjs\` installs it ` +
    `with every other tool the suites need (npm test runs it first), or \`sudo apt-get install ${tool.package}\`` +
    (tool.variable ? `, or set ${tool.variable} to another copy.` : '.')
  );
}

/**
 * Which tools are missing, and which variables point at nothing (installing cannot fix those).
 * `pretend` counts the tools of those packages as missing whatever the machine has.
 * @param {Machine} machine @param {string[]} [pretend]
 */
export function survey(machine, pretend = []) {
  /** @type {Tool[]} */
  const missing = [];
  /** @type {{ tool: Tool, variable: string, value: string }[]} */
  const wrongVariables = [];
  for (const tool of TOOLS) {
    const found = findTool(tool, machine);
    if (found.path && !pretend.includes(tool.package)) continue;
    if (!found.path && found.variable)
      wrongVariables.push({ tool, variable: found.variable, value: found.value ?? '' });
    else missing.push(tool);
  }
  return { missing, wrongVariables };
}

/** The packages TEST_TOOLS_MISSING names; a name that is no tool's package is an error, not ignored. */
export function pretendedMissing(/** @type {Record<string, string | undefined>} */ env) {
  const names = (env.TEST_TOOLS_MISSING ?? '').split(/[\s,]+/).filter(Boolean);
  const unknown = names.filter((n) => !TOOLS.some((t) => t.package === n));
  if (unknown.length)
    throw new Error(
      `TEST_TOOLS_MISSING names ${unknown.join(', ')}: it takes these packages: ${TOOLS.map((t) => t.package).join(' ')}`,
    );
  return names;
}

/**
 * How this process may run apt-get: as root, through sudo, or not at all (and why).
 * sudo is asked with -n first, which never waits for a password. When it wants one, a person at
 * a terminal is asked for it (as the kit's sudo asks); a run nobody watches (no terminal, or CI)
 * stops instead of hanging on a prompt nobody answers.
 * @typedef {{ argv: string[], how: string } | { refused: string, command: string }} Privilege
 * @param {{ machine: Machine, uid: number, interactive: boolean, sudoWithoutPassword: () => boolean }} here
 * @param {string[]} packages
 * @returns {Privilege}
 */
export function privilege({ machine, uid, interactive, sudoWithoutPassword }, packages) {
  const install = `apt-get install ${packages.join(' ')}`;
  const hasSudo = uid !== 0 && which(machine, 'sudo') !== null;
  const command = uid === 0 ? install : hasSudo ? `sudo ${install}` : `su -c '${install}'`;
  if (machine.env.TEST_TOOLS_SKIP_APT === '1') return { refused: 'TEST_TOOLS_SKIP_APT=1', command };
  if (!which(machine, 'apt-get')) return { refused: 'this system has no apt-get', command: '' };
  const script = ['sh', '-c', APT_SCRIPT, 'sh', ...packages];
  if (uid === 0) return { argv: script, how: 'apt-get' };
  if (!hasSudo) return { refused: 'not root, and no sudo', command };
  if (sudoWithoutPassword()) return { argv: ['sudo', '-n', ...script], how: 'sudo apt-get' };
  if (interactive) return { argv: ['sudo', ...script], how: 'sudo apt-get (sudo asks for your password)' };
  return { refused: 'sudo wants a password, and no one is at a terminal to type it', command };
}

// Run as root with the packages as arguments. A temporary policy-rc.d keeps apt from starting the
// services it installs (redis-server): the suites start their own on ports of their own, and a
// test run should leave no server running on the machine. Recommends are installed (fonts and
// codecs for the browsers): the same set CI has always tested with.
const APT_SCRIPT = `set -e
made=0
if [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\\nexit 101\\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d && made=1
fi
trap 'if [ $made = 1 ]; then rm -f /usr/sbin/policy-rc.d; fi' EXIT
apt-get update -q
DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@"`;

const list = (/** @type {Tool[]} */ tools) =>
  tools.map((t) => `  ${t.package.padEnd(24)} ${t.name}, for ${t.neededBy}`).join('\n');
const variables = TOOLS.flatMap((t) => (t.variable ? [t.variable] : [])).join(', ');

/**
 * What npm test does before its suites: nothing, install (the argv and the line it prints), or
 * stop with a message.
 * @param {{ machine: Machine, uid: number, interactive: boolean, sudoWithoutPassword: () => boolean }} here
 * @returns {{ kind: 'ready' } | { kind: 'install', packages: string[], argv: string[], line: string } | { kind: 'stop', message: string }}
 */
export function plan(here) {
  const { missing, wrongVariables } = survey(here.machine, pretendedMissing(here.machine.env));
  if (wrongVariables.length)
    return {
      kind: 'stop',
      message: [
        'npm test stops before its suites: a variable points the tests at a program that is not there.',
        ...wrongVariables.map((w) => `  ${wrongVariable(w.tool, w.variable, w.value)}`),
      ].join('\n'),
    };
  if (!missing.length) return { kind: 'ready' };
  const packages = missing.map((t) => t.package);
  const may = privilege(here, packages);
  if ('refused' in may) {
    const them = missing.length > 1 ? 'them' : 'it';
    const how = may.command
      ? `Install ${them} once, then run npm test again:\n  ${may.command}`
      : `Install ${them} with this system's own packages (their Debian names are above), or point ${variables} at your own copies (README: "Running the suites on another system"), then run npm test again.`;
    return {
      kind: 'stop',
      message: `npm test stops before its suites: this machine lacks what they run, and npm test may not install it (${may.refused}).\n${list(missing)}\n${how}`,
    };
  }
  const why = missing.map((t) => `${t.package} (${t.neededBy})`).join(', ');
  return {
    kind: 'install',
    packages,
    argv: may.argv,
    line: `npm test: installing what its suites need: ${why}, with ${may.how}`,
  };
}

/** Runs argv with its output in `log`; answers its exit status. */
function runLogged(/** @type {string[]} */ argv, /** @type {string} */ log) {
  mkdirSync(path.dirname(log), { recursive: true });
  const fd = openSync(log, 'w');
  try {
    // stdin stays the terminal's, for sudo's password prompt when there is one.
    const r = spawnSync(argv[0] ?? 'false', argv.slice(1), { stdio: ['inherit', fd, fd] });
    return r.status ?? 1;
  } finally {
    closeSync(fd);
  }
}

/**
 * npm test's first step: true when every tool is there (after installing what was missing),
 * false after printing why not. Everything it touches can be given, for the unit tests.
 */
export function ensureTestTools({
  machine = thisMachine(),
  uid = process.getuid?.() ?? -1,
  interactive = Boolean(process.stdin.isTTY) && !machine.env.CI,
  sudoWithoutPassword = () => spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0,
  run = runLogged,
  // In the checkout's own cache folder: a fixed name in the shared temporary folder would be
  // another user's file after a run as root.
  log = path.join(import.meta.dirname, '..', '.cache', 'test-tools-apt.log'),
  print = (/** @type {string} */ line) => console.log(line),
  printError = (/** @type {string} */ line) => console.error(line),
} = {}) {
  let next;
  try {
    next = plan({ machine, uid, interactive, sudoWithoutPassword });
  } catch (err) {
    printError(`npm test stops before its suites: ${err instanceof Error ? err.message : String(err)}`);
    return false;
  }
  if (next.kind === 'ready') return true;
  if (next.kind === 'stop') {
    printError(next.message);
    return false;
  }
  print(`${next.line} (log: ${log})`);
  let status;
  try {
    status = run(next.argv, log);
  } catch (err) {
    printError(
      `npm test stops before its suites: could not run apt-get: ${err instanceof Error ? err.message : String(err)}`,
    );
    return false;
  }
  if (status !== 0) {
    let tail = '';
    try {
      tail = readFileSync(log, 'utf8').trimEnd().split('\n').slice(-15).join('\n');
    } catch {
      // no log written
    }
    printError(
      `${tail}\nnpm test stops before its suites: apt-get install ${next.packages.join(' ')} failed (exit ${status}; log: ${log}).`,
    );
    return false;
  }
  // What the suites will find now, the pretence aside: a package that did not bring its tool fails here, not in a suite.
  const { missing } = survey(machine);
  if (missing.length) {
    printError(`npm test stops before its suites: apt-get installed, and these are still missing:\n${list(missing)}`);
    return false;
  }
  print(`npm test: installed ${next.packages.join(' ')}`);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = ensureTestTools() ? 0 : 1;
}
