// What a message's template is given (the queued message, its order read) and what it answers.
import type { Order } from '../../../lib/schemas/order';
import type { QueuedMail } from '../queue';

/** Where links point and whom the owner's messages go to (read when a message is sent). */
export interface MailContext {
  /** The shop's public address, e.g. "https://nefertari.example" (no trailing slash). */
  siteUrl: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** A queued message with its order read: what a template is given. */
export type MailToRender = QueuedMail extends infer M
  ? M extends { orderId: number }
    ? Omit<M, 'orderId'> & { order: Order }
    : M
  : never;

/** The message of one kind. */
export type MailOf<K extends MailToRender['kind']> = Extract<MailToRender, { kind: K }>;
