import { parseDraft, serializeDraft, type CheckoutDraft } from '../../lib/checkout';

/**
 * The checkout draft lives in sessionStorage: it survives a reload of /checkout but not the end of
 * the browsing session, so a shared computer does not keep a stranger's address for long.
 * It holds the addresses, the chosen method ids, the note and the idempotency key: nothing else.
 */
const KEY = 'nefertari.checkout';

export function loadDraft(): CheckoutDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const draft = parseDraft(raw);
    if (raw && !draft) sessionStorage.removeItem(KEY); // corrupt: start afresh rather than fail
    return draft;
  } catch {
    return null;
  }
}

export function saveDraft(draft: CheckoutDraft): void {
  try {
    sessionStorage.setItem(KEY, serializeDraft(draft));
  } catch {
    /* storage blocked or full: the checkout still works, it just won't survive a reload */
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing to clear */
  }
}
