import { parseDraft, serializeDraft, type CheckoutDraft } from '../../lib/checkout/steps';
import { readDecoded, removeStored, writeText } from '../../lib/storage';

/**
 * The checkout draft lives in sessionStorage: it survives a reload of /checkout but not the end of
 * the browsing session, so a shared computer does not keep a stranger's address for long.
 * It holds the addresses, the chosen method ids, the note and the idempotency key: nothing else.
 * A corrupt draft is dropped (the checkout starts afresh); blocked storage only loses the reload.
 */
const KEY = 'nefertari.checkout';

export function loadDraft(): CheckoutDraft | null {
  return readDecoded(KEY, parseDraft, 'session');
}

export function saveDraft(draft: CheckoutDraft): void {
  writeText(KEY, serializeDraft(draft), 'session');
}

export function clearDraft(): void {
  removeStored(KEY, 'session');
}
