import { useEffect, useState } from 'react';
import * as Toast from '@radix-ui/react-toast';
import { useStore } from '@nanostores/react';
import { $toasts, dismissToast } from '../../stores/toasts';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '../../lib/constants';
import './toaster.css';

/**
 * The page's one Toaster (spec §2), on Radix Toast: it brings the timeout, the close button,
 * Escape, the 50 px swipe, pause on hover/focus and the F8 hotkey. The store keeps at most 5.
 * Mounted by ./mount on the first toast, so a page that never toasts never loads React for it.
 */
export default function Toaster() {
  const toasts = useStore($toasts);
  // Radix portals each toast into the viewport, which exists from the second render on: toasts
  // pushed before the Toaster loaded wait one render so they land in it.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const list = ready ? toasts : [];
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notification"
    >
      {list.map((t) => (
        <Toast.Root
          key={t.id}
          className="toast"
          data-variant={t.variant}
          duration={t.duration}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
        >
          <div className="toast-text">
            <Toast.Title className="toast-title">{t.title}</Toast.Title>
            {t.description && <Toast.Description className="toast-description">{t.description}</Toast.Description>}
          </div>
          {t.action && (
            <Toast.Action altText={t.action.label} asChild>
              <a className="btn btn-sm btn-outline toast-action" href={t.action.href}>
                {t.action.label}
              </a>
            </Toast.Action>
          )}
          <Toast.Close className="toast-close" aria-label="Close notification">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="toast-viewport" />
    </Toast.Provider>
  );
}
