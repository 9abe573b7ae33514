import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { rateAfterQuote, type CheckoutDraft } from '../../lib/checkout';
import { MSG } from '../../lib/messages';
import type { ShippingQuote } from '../../lib/schemas/shipping';
import { api, ApiError } from '../../lib/api';

/** Why the last quote failed: the store's word on the address (fix it), or that it could not answer (retry). */
export interface QuoteError {
  message: string;
  retry: boolean;
}

/**
 * The store's rates for the shipping address and its totals with the chosen rate (the server's,
 * never computed here). Only the latest answer counts.
 */
export function useQuote(setDraft: Dispatch<SetStateAction<CheckoutDraft>>) {
  const [quote, setQuote] = useState<ShippingQuote | null>(null);
  // Why the latest ask failed: cleared when another starts, so a retry shows as loading.
  const [quoteError, setQuoteError] = useState<QuoteError | null>(null);
  const quoteRequest = useRef(0);

  /**
   * Asks the store for its rates for the shipping address, the rate chosen selected. A chosen rate
   * the address no longer has is forgotten; with none chosen, the only rate, or the one the store
   * selected, is chosen for the shopper (rateAfterQuote).
   */
  async function askQuote(from: CheckoutDraft, rate: string): Promise<ShippingQuote | null> {
    const request = ++quoteRequest.current;
    setQuoteError(null);
    try {
      const answer = await api.checkout.quoteShipping(from.shipping, rate || undefined);
      if (request !== quoteRequest.current) return null;
      const next = rateAfterQuote(answer, rate);
      // A rate taken on the shopper's behalf that the store did not count in these totals: its own quote.
      if (next && next !== rate && !answer.rates.some((r) => r.id === next && r.selected)) {
        setDraft((d) => ({ ...d, shippingMethod: next }));
        return askQuote(from, next);
      }
      setQuote(answer);
      if (next !== rate) setDraft((d) => ({ ...d, shippingMethod: next }));
      return answer;
    } catch (e) {
      if (request !== quoteRequest.current) return null;
      const refused = e instanceof ApiError && e.status === 400;
      setQuoteError(refused ? { message: e.message, retry: false } : { message: MSG.shippingRatesFailed, retry: true });
      return null;
    }
  }

  /**
   * The totals in hand no longer hold (a new address, a code, the gift wrap): Place Order waits
   * for the store's new ones, so an order is never placed at a total the shopper was not shown.
   */
  function renewQuote(from: CheckoutDraft) {
    setQuote(null);
    void askQuote(from, from.shippingMethod);
  }

  return { quote, quoteError, askQuote, renewQuote };
}
