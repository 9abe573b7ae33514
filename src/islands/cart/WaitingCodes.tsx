import { useState } from 'react';
import { CART_MSG } from '../../lib/cart-messages';
import type { Cart } from '../../lib/schemas/cart';
import { removeCode } from '../../stores/cart';

/**
 * The codes waiting for her cart to qualify (a link's code, or one taken off when the cart fell
 * under its minimum), each saying what it still needs ('Spend EGP 150.00 more for NILE15') in the
 * page, not only in a toast; she may stop one waiting. Shown by the drawer, the cart page and the
 * checkout's summary.
 */
export default function WaitingCodes({ codes }: { codes: Cart['waiting_codes'] }) {
  const [stopping, setStopping] = useState<string | null>(null);
  if (!codes?.length) return null;
  return (
    <ul className="waiting-codes" aria-label={CART_MSG.waitingCodes}>
      {codes.map(({ code, needs }) => (
        <li key={code}>
          <span>{needs}</span>
          <button
            type="button"
            className="icon-btn waiting-code-stop"
            aria-label={CART_MSG.stopWaitingFor(code)}
            aria-disabled={stopping !== null || undefined}
            onClick={() => {
              if (stopping) return;
              setStopping(code);
              removeCode(code)
                .catch(() => undefined)
                .finally(() => setStopping(null));
            }}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}
