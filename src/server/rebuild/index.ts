import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { WooHttp } from '../drivers/woocommerce/http';
import { MSG } from '../../lib/messages';
import { readBuildInfo, type BuildInfo } from './build-info';
import { runBuild, type BuildRun } from './runner';
import { createScheduler, systemTimers, type Timers } from './scheduler';
import { currentFile, rebuildSettings, rebuildsDir, statusFile, type RebuildSettings } from './settings';
import { writeStatus, type RebuildStatus } from './status';
import { webhookSecret, webhookUrl } from './webhook';
import { ensureWebhooks, storeChanges, storeSnapshot } from './woocommerce';

/**
 * The page rebuilder: keeps a WooCommerce shop's static pages following the store without anyone
 * running a build. It runs in the server's primary process (server/serve.mjs), one per server,
 * and learns of changes three ways:
 * - WooCommerce's webhooks, which the worker that receives one verifies and passes on (changed());
 * - its own poll, every REBUILD_POLL_MS and once at start, of what changed since the served pages
 *   were read from the store (a webhook that never came, a store whose cron is slow, categories,
 *   products deleted for good, changes made while the shop was down);
 * - the next scheduled sale start or end the served build saw.
 * Each change goes through the scheduler's rules (scheduler.ts): debounced, one build at a time.
 * A build goes into a folder of its own under dist-rebuilds/; when it is complete the server moves
 * to it as it does after a build by hand (new workers on it, the old ones finish what they serve),
 * and only then does `current` name it. A build that fails, or whose server does not start, leaves
 * the previous pages serving; the status file says so and the status panel shows it.
 */
export interface RebuilderOptions {
  env: Record<string, string | undefined>;
  /** The project: where astro.config.mjs and node_modules are. */
  root: string;
  /** The folder `npm run build` writes (DIST_DIR, default dist/). */
  distRoot: string;
  /** The build folder the server serves now. */
  serving(): string;
  /** Starts the server on a build folder; settles once it serves, rejects when it does not start. */
  moveTo(dir: string): Promise<void>;
  log(line: string): void;
  timers?: Timers;
}

export interface Rebuilder {
  /** A verified webhook delivery, passed on by a worker. */
  changed(reason: string): void;
  /** The server moved to another build by itself (a build by hand): read what it was made from. */
  served(): void;
  stop(): void;
}

/** Starts the rebuilder, or answers null when this server does not rebuild. */
export function startRebuilder(o: RebuilderOptions): Rebuilder | null {
  const settings = rebuildSettings(o.env);
  const dir = rebuildsDir(o.distRoot);
  const file = statusFile(dir);
  const status: RebuildStatus = {
    mode: 'on',
    webhooks: !settings.webhooks ? 'off' : settings.siteUrl ? 'registering' : 'no-site-url',
    webhookProblem: null,
    pollMs: settings.pollMs,
    building: false,
    pending: [],
    dueAt: null,
    lastAttempt: null,
    lastCheck: null,
    nextSaleChange: null,
  };
  const save = () => {
    try {
      writeStatus(file, status);
    } catch (err) {
      o.log(`Could not write the rebuild status (${(err as Error).message}).`);
    }
  };
  // REBUILD=off writes nothing: on a folder shared with the machine that rebuilds, its status is
  // the one to show (and without a status file, /api/status says this server does not rebuild).
  if (settings.off) return null;
  return running(o, settings as RebuildSettings & { woo: NonNullable<RebuildSettings['woo']> }, dir, status, save);
}

function running(
  o: RebuilderOptions,
  settings: RebuildSettings & { woo: NonNullable<RebuildSettings['woo']> },
  dir: string,
  status: RebuildStatus,
  save: () => void,
): Rebuilder {
  const timers = o.timers ?? systemTimers;
  const http = new WooHttp(settings.woo);
  let served: BuildInfo | null = readBuildInfo(o.serving());
  let build: BuildRun | null = null;
  let checking = false;
  let stopped = false;
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

  const scheduler = createScheduler({
    timers,
    debounceMs: settings.debounceMs,
    maxDelayMs: settings.maxDelayMs,
    retryMs: settings.retryMs,
    maxRetryMs: settings.maxRetryMs,
    build: rebuild,
    onState(s) {
      Object.assign(status, { building: s.building, pending: s.pending, dueAt: iso(s.dueAt) });
      save();
    },
  });

  async function rebuild(reasons: readonly string[]): Promise<void> {
    const started = new Date();
    const name = started.toISOString().replace(/[:.]/g, '-');
    const out = path.join(dir, name);
    const logFile = path.join(dir, `${name}.log`);
    status.lastAttempt = {
      startedAt: started.toISOString(),
      finishedAt: null,
      ok: null,
      reasons: [...reasons],
      problem: null,
    };
    save();
    o.log(`Rebuilding the pages (${reasons.join('; ')}); log: ${logFile}`);
    try {
      mkdirSync(dir, { recursive: true });
      build = runBuild({ root: o.root, outDir: out, logFile, env: o.env, reasons });
      await build.done;
      build = null;
      try {
        await o.moveTo(out);
      } catch (err) {
        throw new Error(`the new pages' server did not start (${(err as Error).message})`, { cause: err });
      }
      // Named only once it serves: a restart, and other servers sharing this folder, follow it then.
      const aside = `${currentFile(dir)}.${process.pid}.tmp`;
      writeFileSync(aside, `${name}\n`);
      renameSync(aside, currentFile(dir));
      served = readBuildInfo(out);
      status.lastAttempt = { ...status.lastAttempt, finishedAt: new Date().toISOString(), ok: true };
      o.log(
        `The rebuilt pages serve: ${served?.products ?? '?'} products from ${served?.source ?? '?'} in ${((Date.now() - started.getTime()) / 1000).toFixed(1)} s.`,
      );
      knownChanges();
    } catch (err) {
      build = null;
      rmSync(out, { recursive: true, force: true });
      const problem = (err as Error).message;
      status.lastAttempt = { ...status.lastAttempt, finishedAt: new Date().toISOString(), ok: false, problem };
      o.log(`The rebuild failed, the previous pages still serve: ${problem} (log: ${logFile})`);
      throw err;
    } finally {
      save();
    }
  }

  /** The next sale change the served pages saw is a change at its time. */
  function knownChanges(): void {
    const at = served?.nextSaleChange ? Date.parse(served.nextSaleChange) : null;
    status.nextSaleChange = served?.nextSaleChange ?? null;
    scheduler.changeAt(at !== null && Number.isFinite(at) ? at : null, MSG.reasonSale);
  }

  /** Asks the store what changed since the served pages read it. A store that cannot be reached starts nothing. */
  async function check(): Promise<void> {
    const s = scheduler.state();
    // A build about to run, or running, reads the store anew.
    if (checking || stopped || s.building || s.pending.length > 0) return;
    checking = true;
    try {
      let reasons: string[];
      if (served?.source === 'WooCommerce' && served.store) reasons = await storeChanges(http, served.store);
      else {
        // Pages from the sample catalogue, or built before builds recorded the store: rebuilt once
        // the store answers.
        await storeSnapshot(http);
        reasons = [MSG.reasonNotFromStore];
      }
      status.lastCheck = { at: new Date().toISOString(), ok: true, problem: null };
      for (const r of reasons) scheduler.changed(r);
    } catch (err) {
      status.lastCheck = { at: new Date().toISOString(), ok: false, problem: describe(err) };
      o.log(`Could not ask WooCommerce what changed: ${describe(err)}`);
    } finally {
      checking = false;
      save();
    }
  }

  async function register(): Promise<void> {
    if (!settings.webhooks || !settings.siteUrl) {
      if (settings.webhooks)
        o.log(
          'SITE_URL is not set, so WooCommerce cannot be told where to send changes: the pages follow the store by the poll alone.',
        );
      return;
    }
    const url = webhookUrl(settings.siteUrl);
    try {
      const done = await ensureWebhooks(
        http,
        url,
        webhookSecret(settings.woo.consumerSecret, url),
        'Nefertari storefront',
      );
      status.webhooks = 'registered';
      status.webhookProblem = null;
      if (done.created.length || done.removed.length)
        o.log(
          `WooCommerce webhooks to ${url}: ${done.created.length} created, ${done.updated.length} renewed, ${done.removed.length} duplicates removed.`,
        );
    } catch (err) {
      status.webhooks = 'failed';
      status.webhookProblem = describe(err);
      o.log(`Could not register the WooCommerce webhooks (${describe(err)}); the poll still finds changes.`);
    } finally {
      save();
    }
  }

  let pollTimer: unknown = null;
  const poll = () => {
    pollTimer = timers.setTimeout(async () => {
      if (status.webhooks === 'failed') await register();
      await check();
      if (!stopped) poll();
    }, settings.pollMs);
  };

  knownChanges();
  save();
  void register().then(check);
  if (settings.pollMs > 0) poll();

  return {
    changed: (reason) => scheduler.changed(reason),
    served() {
      served = readBuildInfo(o.serving());
      knownChanges();
      save();
    },
    stop() {
      stopped = true;
      scheduler.stop();
      if (pollTimer !== null) timers.clearTimeout(pollTimer);
      build?.kill();
    },
  };
}

/** A failure in words: a StoreError's details say more than its shopper-facing message. */
function describe(err: unknown): string {
  const e = err as { message?: string; details?: Record<string, unknown> };
  const d = e.details ?? {};
  const extra = [d.woo_status && `HTTP ${String(d.woo_status)}`, d.woo_code, d.reason, d.cause]
    .filter(Boolean)
    .join(' ');
  return extra ? `${e.message ?? String(err)} (${extra})` : (e.message ?? String(err));
}
