import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Db } from '../sqlite/db';
import { writePrivateFile } from '../security/private-files';
import type { Order } from '../../lib/schemas/order';
import {
  backoffMs,
  claimDue,
  markAttemptFailed,
  markSent,
  nextDueAt,
  onMailQueued,
  type ClaimedMail,
  type MailMessage,
  type RetryPolicy,
} from './queue';
import { renderMail } from './templates';
import type { MailToRender, RenderedMail } from './templates/types';

/**
 * The worker that drains the mail queue (queue.ts) in each server process: woken when this
 * process queues a message, when the next retry is due, and every pollMs to pick up what the
 * command line or another process queued. Claims are leases in the database, so several
 * processes drain one queue without sending a message twice at once.
 *
 * Where mail goes: SMTP through nodemailer when SMTP_URL is set; else one .eml file per message
 * in <data dir>/outbox (the same MIME message, readable and openable in any mail client), so a
 * fresh clone runs with no mail set-up.
 */
export interface MailSettings {
  /** SMTP_URL, e.g. smtps://user:pass@mail.example.com:465; unset = the outbox folder. */
  smtpUrl: string | undefined;
  /** MAIL_FROM, e.g. "Nefertari <orders@example.com>". */
  from: string;
  /** SHOP_OWNER_EMAIL: where the owner's "new order" goes. */
  ownerEmail: string;
  /** SITE_URL: the links in the messages. */
  siteUrl: string;
  /** The outbox folder when there is no SMTP server. */
  outboxDir: string;
  retry: RetryPolicy;
  /** How often the queue is looked at for what other processes queued. */
  pollMs: number;
  /**
   * The pause after each message. Building one takes a few milliseconds of this process's time,
   * which the shop's requests share: a burst of orders is answered first and mailed at a steady
   * pace after (at most 1000 / sendIntervalMs messages a second per process).
   */
  sendIntervalMs: number;
  /** Reads the order an order message names (the embedded store's); none: such a message fails. */
  orders?: (id: number) => Order | null;
}

interface Envelope extends RenderedMail {
  from: string;
  to: string;
  messageId: string;
}

export interface MailTransport {
  /** Sends or throws; answers where it went (for the log). */
  send(mail: Envelope): Promise<string>;
  close(): void;
}

/** SMTP with short timeouts: a dead server costs an attempt, not a lease. */
export function smtpTransport(url: string): MailTransport {
  const t = nodemailer.createTransport(url, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as object);
  return {
    async send(mail) {
      const info = await t.sendMail(mail);
      return `smtp ${info.response ?? ''}`.trim();
    },
    close: () => t.close(),
  };
}

/** One .eml per message in dir (0600 in a 0700 folder: a reset code opens an account). */
export function outboxTransport(dir: string): MailTransport {
  const t = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let last = 0;
  return {
    async send(mail) {
      const info = await t.sendMail(mail);
      // Named by time (unique and in order within this process) and address, as the reset files were.
      last = Math.max(Date.now(), last + 1);
      const file = path.join(dir, `${last}-${mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_')}.eml`);
      writePrivateFile(file, (info.message as Buffer).toString('utf8'));
      return file;
    },
    close: () => t.close(),
  };
}

export interface MailWorker {
  /** Sends everything due now; answers how many messages were sent. */
  drain(): Promise<number>;
  stop(): void;
}

export function startMailWorker(
  db: Db,
  settings: MailSettings,
  transport: MailTransport = settings.smtpUrl ? smtpTransport(settings.smtpUrl) : outboxTransport(settings.outboxDir),
  now: () => number = Date.now,
): MailWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  // Drains in a row that failed (the database refused the claim: a full disk, a read-only file),
  // and the last one's error: the next drain waits as a failed send does, and the log says it once.
  let failedDrains = 0;
  let failure: string | null = null;

  function withOrder(m: MailMessage): MailToRender {
    if (!('orderId' in m)) return m;
    const order = settings.orders?.(m.orderId);
    if (!order) throw new Error(`order ${m.orderId} not found`);
    const { orderId: _, ...rest } = m;
    return { ...rest, order } as MailToRender;
  }

  async function sendOne(claimed: ClaimedMail): Promise<boolean> {
    const m = claimed.message;
    const to = m.to ?? settings.ownerEmail;
    try {
      const mail = renderMail(withOrder(m), { siteUrl: settings.siteUrl });
      const where = await transport.send({ ...mail, from: settings.from, to, messageId: claimed.messageId });
      await db.writeTransaction(() => markSent(db, claimed, to, now()));
      // In the outbox the developer reads the code from the log, as before; never with SMTP.
      const code = m.kind === 'password-reset' && !settings.smtpUrl ? ` code ${m.code}` : '';
      console.log(`[mail] ${m.kind} to ${to}:${code} ${where}`);
      return true;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const status = await db
        .writeTransaction(() => markAttemptFailed(db, claimed, message, now(), settings.retry))
        .catch(() => 'queued');
      console.error(
        `[mail] ${m.kind} to ${to} not sent (attempt ${claimed.attempt}, ${status === 'failed' ? 'given up' : 'will retry'}): ${message}`,
      );
      return false;
    }
  }

  async function drainNow(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await db.writeTransaction(() => claimDue(db, now(), settings.retry));
      if (!claimed) return sent;
      if (await sendOne(claimed)) sent++;
      if (stopped) return sent;
      if (settings.sendIntervalMs > 0) await new Promise((r) => setTimeout(r, settings.sendIntervalMs));
    }
  }

  function schedule(): void {
    if (stopped) return;
    clearTimeout(timer);
    let wait = settings.pollMs;
    try {
      const due = nextDueAt(db);
      if (due !== null) wait = Math.max(0, Math.min(wait, due - now()));
    } catch {
      // the file is unreadable for now: look again at the next poll
    }
    // A message is due, but the last drain could not claim it: trying again at once would spin.
    if (failedDrains > 0) wait = Math.max(wait, backoffMs(failedDrains, settings.retry));
    timer = setTimeout(kick, wait);
    timer.unref();
  }

  function drain(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          total += await drainNow();
        } while (again && !stopped);
        if (failure !== null) console.log(`[mail] queue drained again after ${failedDrains} failed tries`);
        failedDrains = 0;
        failure = null;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        failedDrains++;
        if (message !== failure)
          console.error(`[mail] queue not drained: ${message} (trying again with growing waits)`);
        failure = message;
      } finally {
        running = null;
        schedule();
      }
      return total;
    })();
    return running;
  }

  function kick(): void {
    void drain();
  }

  const unsubscribe = onMailQueued(kick);
  // First look once the server has started (the command line may have queued while it was down).
  timer = setTimeout(kick, 0);
  timer.unref();
  return {
    drain,
    stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      transport.close();
    },
  };
}
