import * as z from 'zod/mini';
import '../../../lib/schemas/zod'; // the shop's wording for every issue
import type { Address } from '../../../lib/schemas/address';
import { parse, type WooResponse } from './http';
import { plain } from './reshape/fields';
import { hasGovernorates } from '../../../lib/governorates';

/**
 * State names for addresses: WooCommerce stores and answers state codes ("EGC", "EGGZ") even when
 * the shopper typed "Cairo". Names come from the store's own list, GET /wc/v3/data/countries/{code},
 * read once per country per process; a country without states, or one the store does not know,
 * keeps what the address says. Egypt's keep their code, as the embedded store keeps them: the shop
 * names its governorates itself, in the reader's language (src/lib/governorates.ts), and the
 * checkout's list chooses a saved one by its code.
 */
const countrySchema = z.object({
  code: z.string(),
  name: z.string(),
  states: z.nullish(z.array(z.object({ code: z.string(), name: z.string() }))),
});

export interface StorePlaces {
  /** The address with its state code replaced by the state's name. */
  named<A extends Partial<Address>>(address: A): Promise<A>;
}

/**
 * What it takes of the driver's context (index.ts passes it): a REST v3 call and the log, named
 * here rather than taken from WooContext, which lists this file's StorePlaces.
 */
export function storePlaces(ctx: {
  v3(path: string): Promise<WooResponse>;
  log: (message: string) => void;
}): StorePlaces {
  const states = new Map<string, Promise<Map<string, string>>>();
  function statesOf(country: string): Promise<Map<string, string>> {
    let found = states.get(country);
    if (!found) {
      found = ctx.v3(`/data/countries/${encodeURIComponent(country)}`).then(
        (res) =>
          new Map(
            (parse(countrySchema, res.data, 'country').states ?? []).map((s) => [s.code.toUpperCase(), plain(s.name)]),
          ),
        (err: unknown) => {
          // 404 for a country the store does not know; anything else may pass: ask again next time.
          if ((err as { status?: number }).status !== 404) states.delete(country);
          else ctx.log(`no states known for country ${country}`);
          return new Map<string, string>();
        },
      );
      states.set(country, found);
    }
    return found;
  }
  return {
    async named(address) {
      const { country, state } = address;
      if (!country || !state || !/^[A-Z]{2}$/.test(country) || hasGovernorates(country)) return address;
      const name = (await statesOf(country)).get(state.toUpperCase());
      return name ? { ...address, state: name } : address;
    },
  };
}
