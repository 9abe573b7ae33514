import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MailSettings } from '../../../src/server/mail/worker';

/**
 * A real SMTP server for the tests (smtp-server, in this process, on a free port unless one is
 * given), keeping every message as received (raw and parsed with mailparser), and readers of
 * the outbox folder's .eml files.
 */
export interface Received {
  raw: string;
  mail: ParsedMail;
  envelope: { from: string; to: string[] };
}

export interface TestSmtp {
  port: number;
  url: string;
  received: Received[];
  /** Waits until n messages have arrived (or fails after timeoutMs). */
  waitFor(n: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startSmtp(port = 0): Promise<TestSmtp> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((mail) => {
            const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
            received.push({ raw, mail, envelope: { from, to: session.envelope.rcptTo.map((r) => r.address) } });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as { port: number }).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    async waitFor(n, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < n) {
        if (Date.now() > deadline) throw new Error(`expected ${n} messages, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The outbox's messages (one .eml per message), oldest first, parsed. */
export async function readOutbox(dir: string): Promise<{ file: string; mail: ParsedMail }[]> {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]));
  return Promise.all(files.map(async (f) => ({ file: f, mail: await simpleParser(readFileSync(path.join(dir, f))) })));
}

/** Polls the outbox until a message matches. */
export async function waitForOutbox(
  dir: string,
  match: (m: ParsedMail, file: string) => boolean,
  timeoutMs = 10_000,
): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(dir)).filter((m) => match(m.mail, m.file)).at(-1);
    if (found) return found.mail;
    if (Date.now() > deadline) throw new Error(`no outbox message matched in ${dir}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The reset code and the path of the link in a password-reset message. */
export function resetLink(mail: ParsedMail): { code: string; link: string; url: string } {
  const url = /https?:\/\/\S+\/forgot-password\?code=([0-9a-f]+)/.exec(mail.text ?? '');
  if (!url) throw new Error(`no reset link in: ${mail.text}`);
  return { code: url[1]!, link: `/forgot-password?code=${url[1]}`, url: url[0] };
}

/** The link of a message that proves the mailbox (the welcome, or a new one asked for). */
export function confirmEmailLink(mail: ParsedMail): { code: string; link: string; url: string } {
  const url = /https?:\/\/\S+\/confirm-email\?code=([0-9]+\.[0-9a-f]+)/.exec(mail.text ?? '');
  if (!url) throw new Error(`no confirmation link in: ${mail.text}`);
  return { code: url[1]!, link: `/confirm-email?code=${url[1]}`, url: url[0] };
}

/** The shop's mail settings for a test: a fixed sender and owner, fast retries. */
export function testMailSettings(over: Partial<MailSettings> & { outboxDir: string }): MailSettings {
  return {
    smtpUrl: undefined,
    from: 'Nefertari <shop@example.com>',
    ownerEmail: 'owner@example.com',
    siteUrl: 'http://shop.test',
    retry: { baseDelayMs: 1000, maxDelayMs: 60_000, maxAttempts: 4, leaseMs: 30_000 },
    pollMs: 60_000,
    sendIntervalMs: 0,
    ...over,
  };
}
