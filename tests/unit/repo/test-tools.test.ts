import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  TOOLS,
  ensureTestTools,
  findTool,
  missingToolMessage,
  plan,
  toolOf,
  type Machine,
} from '../../../scripts/test-tools.mjs';

/**
 * npm test's first step installs what its suites run from the system. Machines here are lists of
 * files; apt-get never runs (the runner is given).
 *
 * What the suites run, written down apart from the installer: each Debian package and the file
 * of it where the suites look. Leaving one out of the installer fails the first tests.
 */
const SUITES_NEED: Record<string, string> = {
  'chromium-headless-shell': '/usr/bin/chromium-headless-shell', // tests/chromium.ts (Playwright)
  'firefox-esr': '/usr/bin/firefox-esr', // tests/cross-engine, Firefox
  'webkit2gtk-driver': '/usr/bin/WebKitWebDriver', // tests/cross-engine, WebKitGTK
  xvfb: '/usr/bin/xvfb-run', // scripts/test.mjs runs the WebKitGTK journey under xvfb-run -a
  xauth: '/usr/bin/xauth', // which xvfb-run needs
  'redis-server': '/usr/bin/redis-server', // tests/integration/redis-server.ts
};
const PACKAGES = Object.keys(SUITES_NEED);
const APT = '/usr/bin/apt-get';
const SUDO = '/usr/bin/sudo';
const ROOT = path.resolve(import.meta.dirname, '../../..');

function machine(files: string[], env: Record<string, string> = {}): Machine & { files: Set<string> } {
  const set = new Set(files);
  return { files: set, env: { PATH: '/usr/local/bin:/usr/bin:/bin', ...env }, executable: (f) => set.has(f) };
}
const everything = () => Object.values(SUITES_NEED);
const without = (...packages: string[]) => everything().filter((f) => !packages.some((p) => SUITES_NEED[p] === f));

const asRoot = (m: Machine) => ({ machine: m, uid: 0, interactive: false, sudoWithoutPassword: () => false });
const asUser = (m: Machine, sudo: 'no password' | 'password', interactive = false) => ({
  machine: m,
  uid: 1000,
  interactive,
  sudoWithoutPassword: () => sudo === 'no password',
});

describe('what npm test installs', () => {
  it('installs every tool the suites run, in one apt-get, on a machine with none of them', () => {
    const next = plan(asRoot(machine([APT])));
    expect(next.kind).toBe('install');
    if (next.kind !== 'install') return;
    expect(next.packages).toEqual(PACKAGES);
    expect(next.argv.slice(0, 2)).toEqual(['sh', '-c']);
    expect(next.argv.slice(-PACKAGES.length)).toEqual(PACKAGES);
    expect(next.line).toContain(
      'npm test: installing what its suites need: chromium-headless-shell (the Playwright suites)',
    );
  });

  it('installs only the one that is missing, for each tool the suites run', () => {
    for (const pkg of PACKAGES) {
      const next = plan(asRoot(machine([APT, ...without(pkg)])));
      expect(next, pkg).toMatchObject({ kind: 'install', packages: [pkg] });
    }
  });

  it('does nothing on a machine that has them all', () => {
    expect(plan(asRoot(machine([APT, ...everything()])))).toEqual({ kind: 'ready' });
  });

  it('takes the full Chromium when the headless one is missing, as the suites do', () => {
    const m = machine([APT, ...without('chromium-headless-shell'), '/usr/bin/chromium']);
    expect(plan(asRoot(m))).toEqual({ kind: 'ready' });
    expect(findTool(toolOf('chromium-headless-shell'), m).path).toBe('/usr/bin/chromium');
  });

  it('counts a tool the suites find through its variable as present', () => {
    const m = machine(
      [
        APT,
        ...without('chromium-headless-shell', 'firefox-esr', 'redis-server'),
        '/opt/c/chrome',
        '/opt/ff',
        '/opt/redis',
      ],
      {
        CHROMIUM_PATH: '/opt/c/chrome',
        FIREFOX_PATH: '/opt/ff',
        REDIS_SERVER: '/opt/redis',
      },
    );
    expect(plan(asRoot(m))).toEqual({ kind: 'ready' });
    expect(findTool(toolOf('redis-server'), m).path).toBe('/opt/redis');
  });

  it('runs the programs the suites run through PATH from PATH: without /usr/bin they are missing', () => {
    const next = plan(asRoot(machine(['/usr/sbin/apt-get', ...everything()], { PATH: '/usr/local/bin' })));
    expect(next).toMatchObject({ kind: 'install', packages: ['webkit2gtk-driver', 'xvfb', 'xauth', 'redis-server'] });
    // Debian's sbin folders count for redis-server even when PATH lacks them.
    const sbin = machine([APT, ...without('redis-server'), '/usr/sbin/redis-server'], { PATH: '/usr/bin:/bin' });
    expect(plan(asRoot(sbin))).toEqual({ kind: 'ready' });
  });

  it('stops, installing nothing, when a variable points at no program: the package would not help', () => {
    const next = plan(asRoot(machine([APT, ...everything()], { CHROMIUM_PATH: '/nowhere/chrome' })));
    expect(next.kind).toBe('stop');
    if (next.kind !== 'stop') return;
    expect(next.message).toContain(
      "CHROMIUM_PATH=/nowhere/chrome names no program (Debian's headless Chromium, for the Playwright suites): fix it, or unset it to use /usr/bin/chromium-headless-shell (package chromium-headless-shell).",
    );
  });

  it('counts the packages TEST_TOOLS_MISSING names as missing, and refuses a name that is no package of theirs', () => {
    const m = machine([APT, ...everything()], { TEST_TOOLS_MISSING: 'firefox-esr, xvfb' });
    expect(plan(asRoot(m))).toMatchObject({ kind: 'install', packages: ['firefox-esr', 'xvfb'] });
    const typo = machine([APT, ...everything()], { TEST_TOOLS_MISSING: 'firefox' });
    expect(() => plan(asRoot(typo))).toThrow('TEST_TOOLS_MISSING names firefox');
  });

  it('names every program the suites run outside node_modules as a tool', () => {
    // scripts/test.mjs runs each suite's command; a program of the system there (xvfb-run) must be installed first.
    const source = readFileSync(path.join(ROOT, 'scripts/test.mjs'), 'utf8');
    const programs = [...source.matchAll(/command: '([^' ]+)/g)].map((m) => m[1]!);
    const fromNpm = new Set(['npm', 'npx', 'vitest', 'playwright']);
    const system = programs.filter((p) => !fromNpm.has(p));
    expect(system).toEqual(['xvfb-run']);
    for (const program of system) expect(TOOLS.map((t) => t.command)).toContain(program);
  });
});

describe('who may install', () => {
  const lacking = () => machine([APT, SUDO, ...without('firefox-esr', 'redis-server')]);

  it('runs apt-get itself as root', () => {
    const sudo = vi.fn(() => true);
    const next = plan({ ...asRoot(lacking()), sudoWithoutPassword: sudo });
    expect(next).toMatchObject({
      kind: 'install',
      argv: ['sh', '-c', expect.any(String), 'sh', 'firefox-esr', 'redis-server'],
    });
    expect(sudo).not.toHaveBeenCalled();
  });

  it('goes through sudo -n when sudo needs no password', () => {
    const next = plan(asUser(lacking(), 'no password'));
    expect(next).toMatchObject({
      kind: 'install',
      argv: ['sudo', '-n', 'sh', '-c', expect.any(String), 'sh', 'firefox-esr', 'redis-server'],
    });
    if (next.kind === 'install') expect(next.line).toMatch(/with sudo apt-get$/);
  });

  it('lets sudo ask for the password when someone is at the terminal', () => {
    const next = plan(asUser(lacking(), 'password', true));
    expect(next).toMatchObject({
      kind: 'install',
      argv: ['sudo', 'sh', '-c', expect.any(String), 'sh', 'firefox-esr', 'redis-server'],
    });
    if (next.kind === 'install') expect(next.line).toContain('sudo asks for your password');
  });

  it('stops with the packages and the command when sudo wants a password nobody can type', () => {
    const next = plan(asUser(lacking(), 'password', false));
    expect(next).toEqual({
      kind: 'stop',
      message: [
        'npm test stops before its suites: this machine lacks what they run, and npm test may not install it (sudo wants a password, and no one is at a terminal to type it).',
        '  firefox-esr              Firefox ESR, for the cross-engine journey',
        '  redis-server             redis-server, for the Redis state tests',
        'Install them once, then run npm test again:',
        '  sudo apt-get install firefox-esr redis-server',
      ].join('\n'),
    });
  });

  it('tells a user without sudo to install as root', () => {
    const next = plan(asUser(machine([APT, ...without('xvfb')]), 'password'));
    expect(next.kind).toBe('stop');
    if (next.kind !== 'stop') return;
    expect(next.message).toContain('(not root, and no sudo)');
    expect(next.message).toContain("  su -c 'apt-get install xvfb'");
  });

  it('installs nothing with TEST_TOOLS_SKIP_APT=1, even as root', () => {
    const next = plan(asRoot(machine([APT, ...without('xauth')], { TEST_TOOLS_SKIP_APT: '1' })));
    expect(next.kind).toBe('stop');
    if (next.kind === 'stop') expect(next.message).toContain('(TEST_TOOLS_SKIP_APT=1)');
    if (next.kind === 'stop') expect(next.message).toMatch(/\n {2}apt-get install xauth$/);
  });

  it('names the variables when the system has no apt-get', () => {
    const next = plan(asRoot(machine([...without('chromium-headless-shell')])));
    expect(next.kind).toBe('stop');
    if (next.kind !== 'stop') return;
    expect(next.message).toContain('(this system has no apt-get)');
    expect(next.message).toContain('chromium-headless-shell');
    expect(next.message).toContain('CHROMIUM_PATH, FIREFOX_PATH, REDIS_SERVER');
  });
});

describe('npm test before its suites', () => {
  const quiet = () => ({ print: vi.fn(), printError: vi.fn(), log: '/nonexistent/apt.log' });

  it('says what it installs and why, runs apt-get once, and goes on when the tools are there', () => {
    const m = machine([APT, ...without('firefox-esr')]);
    const out = quiet();
    const run = vi.fn(() => {
      m.files.add(SUITES_NEED['firefox-esr']!);
      return 0;
    });
    expect(ensureTestTools({ ...asRoot(m), run, ...out })).toBe(true);
    expect(run).toHaveBeenCalledTimes(1);
    expect(out.print.mock.calls.map((c) => c[0])).toEqual([
      'npm test: installing what its suites need: firefox-esr (the cross-engine journey), with apt-get (log: /nonexistent/apt.log)',
      'npm test: installed firefox-esr',
    ]);
  });

  it('stops when apt-get fails, or when the package did not bring the tool', () => {
    const m = machine([APT, ...without('redis-server')]);
    const failing = quiet();
    expect(ensureTestTools({ ...asRoot(m), run: () => 100, ...failing })).toBe(false);
    expect(failing.printError.mock.calls[0]![0]).toContain('apt-get install redis-server failed (exit 100');

    const stillMissing = quiet();
    expect(ensureTestTools({ ...asRoot(m), run: () => 0, ...stillMissing })).toBe(false);
    expect(stillMissing.printError.mock.calls[0]![0]).toContain('still missing:\n  redis-server');
  });

  it('runs nothing and prints the message when it may not install', () => {
    const out = quiet();
    const run = vi.fn(() => 0);
    expect(ensureTestTools({ ...asUser(machine([APT, SUDO, ...without('xvfb')]), 'password'), run, ...out })).toBe(
      false,
    );
    expect(run).not.toHaveBeenCalled();
    expect(out.printError.mock.calls[0]![0]).toContain('sudo apt-get install xvfb');
  });

  it('prints nothing when every tool is there', () => {
    const out = quiet();
    expect(ensureTestTools({ ...asRoot(machine(everything())), run: vi.fn(), ...out })).toBe(true);
    expect(out.print).not.toHaveBeenCalled();
    expect(out.printError).not.toHaveBeenCalled();
  });
});

describe("the suites' own message", () => {
  it('says how to install the missing tool, or which variable is wrong', () => {
    expect(missingToolMessage(toolOf('firefox-esr'), machine([]))).toBe(
      'This machine has no Firefox ESR (/usr/bin/firefox-esr) for the cross-engine journey. `node scripts/test-tools.mjs` installs it with every other tool the suites need (npm test runs it first), or `sudo apt-get install firefox-esr`, or set FIREFOX_PATH to another copy.',
    );
    expect(missingToolMessage(toolOf('redis-server'), machine([], { REDIS_SERVER: '/opt/redis' }))).toContain(
      'REDIS_SERVER=/opt/redis names no program (redis-server, for the Redis state tests): fix it, or unset it to use redis-server (package redis-server).',
    );
  });
});
