import * as z from 'zod/mini';
import '../../../lib/schemas/zod'; // the shop's wording for every issue
import { StoreError, type AccountsApi } from '../../backend';
import { MSG } from '../../../lib/messages';
import { changesEmail } from '../../../lib/validation';
import { PAGE_SIZE, WooHttpError, fetchAllPages, parse, toStoreError } from './http';
import { wooCustomerSchema } from './schemas/accounts';
import { wooOrderSchema } from './schemas/orders';
import { EMAIL_CONFIRMED_META, EMAIL_PROOF_META, customerMeta, reshapeCustomer } from './reshape/customers';
import {
  EMAIL_PROOF_TTL_MS,
  emailProofCode,
  newEmailProof,
  proofMatches,
  readEmailProof,
  sameEmail,
  type EmailProof,
} from '../../security/email-proof';
import type { WooContext } from './context';

/**
 * Accounts: login, refresh and verify through the WordPress JWT plugin (auth.ts); registration
 * and profiles through REST v3 customers, called by the server with the keys. WooCommerce never
 * gives a new customer the guest orders placed with her email (only the owner's "Link previous
 * orders" in wp-admin does): the shop does, once she has followed the proof of the mailbox it
 * mailed her (security/email-proof.ts), kept as customer meta so every API server sees it.
 */
/** How long a username or email stays matched to its account id in this process (a miss: a minute). */
const ACCOUNT_ID_CACHE_MS = 10 * 60_000;
const MISS_CACHE_MS = 60_000;

/** What the customer's EMAIL_PROOF_META holds: the proof's hash, the address it went to, when it runs out. */
const keptProofSchema = z.object({ hash: z.string(), email: z.string(), expires: z.number() });

function proofMeta(proof: EmailProof, email: string, now: number): string {
  return JSON.stringify({ hash: proof.hash, email: email.trim(), expires: now + EMAIL_PROOF_TTL_MS });
}

function keptProof(value: string): z.infer<typeof keptProofSchema> | null {
  try {
    const parsed = keptProofSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function accountsDomain(ctx: WooContext): AccountsApi {
  const { http, v3, auth } = ctx;

  /**
   * The shop's own welcome, queued, with the proof of the mailbox (WooCommerce does not link a
   * new customer's guest orders, and the shop links them only once she has followed it).
   */
  function welcome(user: { email: string; first_name: string; username: string }, code: string): void {
    try {
      ctx.queueMail?.({ kind: 'welcome', to: user.email, name: user.first_name || user.username, code });
    } catch (err) {
      // The account exists in WooCommerce already: a welcome that cannot be queued does not undo it.
      ctx.log(`welcome email for ${user.email} not queued: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  const ids = new Map<string, { id: number | null; until: number }>();
  /**
   * GET /wc/v3/customers by email, or by search for a username (WordPress matches parts of
   * several fields, so only an exact username counts). Customers only: a shop manager's
   * attempts are counted by the name typed.
   */
  async function accountId(login: string): Promise<number | null> {
    const wanted = login.trim().toLowerCase();
    const cached = ids.get(wanted);
    if (cached && cached.until > ctx.now()) return cached.id;
    const query = wanted.includes('@') ? { email: wanted, per_page: 10 } : { search: wanted, per_page: 100 };
    const list = parse(z.array(wooCustomerSchema), (await v3('/customers', { query })).data, 'customers');
    const id = list.find((c) => c.email.toLowerCase() === wanted || c.username.toLowerCase() === wanted)?.id ?? null;
    if (ids.size > 10_000) ids.clear();
    ids.set(wanted, { id, until: ctx.now() + (id === null ? MISS_CACHE_MS : ACCOUNT_ID_CACHE_MS) });
    return id;
  }

  return {
    /** POST /jwt-auth/v1/token, then the customer record (auth.ts). */
    login: (username, password) => auth.login(username, password),

    accountId,
    /** Validates the token again and keeps it (the plugins have no usable refresh route). */
    refresh: (token) => auth.refresh(token),
    /** POST /jwt-auth/v1/token/validate, cached a minute per token. */
    verify: (token) => auth.verify(token),

    /**
     * WordPress core has no /wp/v2/users/register route: WooCommerce's customers
     * endpoint creates the account, called by the server with the keys.
     */
    async register(input) {
      // A username that is another customer's email, in other letters: the real store takes it, and
      // login takes either, so it is refused here as in the embedded store.
      if (input.username.includes('@') && (await accountId(input.username)) !== null)
        throw new StoreError('username_taken', MSG.usernameTaken, 409);
      // The proof is kept on the customer from the start, in the call that creates her.
      const proof = newEmailProof();
      try {
        const res = await http.call('v3', '/customers', {
          method: 'POST',
          body: {
            email: input.email,
            username: input.username,
            password: input.password,
            meta_data: [{ key: EMAIL_PROOF_META, value: proofMeta(proof, input.email, ctx.now()) }],
          },
        });
        const user = reshapeCustomer(parse(wooCustomerSchema, res.data, 'customer'));
        welcome(user, emailProofCode(user.id, proof));
        return user;
      } catch (err) {
        if (err instanceof WooHttpError) {
          if (/email-exists|email_exists/.test(err.code)) throw new StoreError('email_taken', MSG.emailTaken, 409);
          if (/username-exists|username_exists/.test(err.code))
            throw new StoreError('username_taken', MSG.usernameTaken, 409);
          if (/invalid-email|invalid_email/.test(err.code))
            throw new StoreError('invalid_request', MSG.emailInvalid, 400);
        }
        throw toStoreError(err);
      }
    },

    /**
     * The proof kept on the customer (meta EMAIL_PROOF_META) must match, be unexpired and have
     * gone to the address she has now. Then her guest orders (REST v3 orders of customer 0 found
     * by her email, the billing email equal in any case) are given her id in batches, and the
     * address is marked proved while the proof is spent. A second follow of the link finds the
     * proof spent; one that races the first links nothing more than it would have.
     */
    async confirmEmail(code) {
      const read = readEmailProof(code);
      const invalid = () => new StoreError('invalid_code', MSG.confirmEmailInvalid, 400);
      if (!read) throw invalid();
      const customer = await v3(`/customers/${read.userId}`).then(
        (res) => parse(wooCustomerSchema, res.data, 'customer'),
        (err: unknown) => {
          throw err instanceof StoreError && (err.status === 404 || err.status === 400) ? invalid() : err;
        },
      );
      const kept = keptProof(customerMeta(customer, EMAIL_PROOF_META));
      if (
        customer.id !== read.userId ||
        !kept ||
        !proofMatches(kept.hash, read.hash) ||
        kept.expires <= ctx.now() ||
        !sameEmail(kept.email, customer.email)
      )
        throw invalid();
      const found = parse(
        z.array(wooOrderSchema),
        await fetchAllPages(http, '/orders', { customer: 0, search: customer.email.trim() }),
        'orders',
      );
      const guest = found.filter(
        (o) => o.customer_id === 0 && sameEmail(String(o.billing.email ?? ''), customer.email),
      );
      for (let i = 0; i < guest.length; i += PAGE_SIZE) {
        await v3('/orders/batch', {
          method: 'POST',
          body: { update: guest.slice(i, i + PAGE_SIZE).map((o) => ({ id: o.id, customer_id: customer.id })) },
        });
      }
      await v3(`/customers/${customer.id}`, {
        method: 'PUT',
        body: {
          meta_data: [
            { key: EMAIL_CONFIRMED_META, value: customer.email },
            { key: EMAIL_PROOF_META, value: '' },
          ],
        },
      });
      auth.forget(customer.id);
      return { userId: customer.id, linked: guest.length };
    },

    /** A new proof on the customer (it replaces the last one), mailed to her address by the shop's queue. */
    async sendEmailConfirmation(userId) {
      const customer = parse(wooCustomerSchema, (await v3(`/customers/${userId}`)).data, 'customer');
      const proof = newEmailProof();
      await v3(`/customers/${userId}`, {
        method: 'PUT',
        body: { meta_data: [{ key: EMAIL_PROOF_META, value: proofMeta(proof, customer.email, ctx.now()) }] },
      });
      ctx.queueMail?.({
        kind: 'confirm-email',
        to: customer.email,
        name: customer.first_name || customer.username,
        code: emailProofCode(userId, proof),
      });
    },

    /**
     * WordPress core has no lost/reset-password REST routes (a /wp/v2/users/lostpassword route
     * comes from third-party plugins and none offers resetpassword); the shopper uses the
     * WordPress site's own "Lost your password?" page instead: 501 not_supported.
     */
    async lostPassword() {
      throw new StoreError('not_supported', MSG.resetUnavailable, 501);
    },

    /** See lostPassword: 501 not_supported. */
    async resetPassword() {
      throw new StoreError('not_supported', MSG.resetUnavailable, 501);
    },

    /**
     * WordPress's PUT /wp/v2/users/{id} needs the user's own WordPress credentials; the
     * WooCommerce customer record (PUT /wc/v3/customers/{id}, with the keys) holds the same
     * fields. It has no display_name, so that one is not stored. A new password or email is
     * accepted only after the current password passes the JWT plugin (the keys could change any).
     */
    async updateProfile(userId, input) {
      const body: Record<string, string> = {};
      if (input.first_name !== undefined) body.first_name = input.first_name;
      if (input.last_name !== undefined) body.last_name = input.last_name;
      if (input.email !== undefined) body.email = input.email;
      // A new password, or a new email (where a reset would go), needs the current password.
      const current =
        input.new_password || input.email !== undefined
          ? parse(wooCustomerSchema, (await v3(`/customers/${userId}`)).data, 'customer')
          : null;
      if (current && (input.new_password || changesEmail(current.email, input.email))) {
        if (!input.current_password)
          throw new StoreError(
            'invalid_credentials',
            input.new_password ? MSG.currentPasswordWrong : MSG.currentPasswordForEmail,
            400,
          );
        await auth.token(current.username || current.email, input.current_password).catch((err: unknown) => {
          throw err instanceof StoreError && err.code === 'invalid_credentials'
            ? new StoreError('invalid_credentials', MSG.currentPasswordWrong, 400)
            : err;
        });
      }
      if (input.new_password) body.password = input.new_password;
      try {
        const res = await http.call('v3', `/customers/${userId}`, { method: 'PUT', body });
        return reshapeCustomer(parse(wooCustomerSchema, res.data, 'customer'));
      } catch (err) {
        if (err instanceof WooHttpError && /email-exists|email_exists/.test(err.code))
          throw new StoreError('email_taken', MSG.emailTaken, 409);
        if (err instanceof WooHttpError && /invalid-email|invalid_email/.test(err.code))
          throw new StoreError('invalid_request', MSG.emailInvalid, 400);
        throw toStoreError(err);
      }
    },
  };
}
