import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import * as Toast from '@radix-ui/react-toast';
import { useStore } from '@nanostores/react';
import { $toasts, dismissToast } from '../../stores/toasts';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '../../lib/constants';
import { ISLAND_MSG } from '../../lib/island-messages';
import { clearShift, controlOf, controlsToKeepClear } from './keep-clear';
import { currentLocale } from '../../lib/i18n/current';
import { DIRECTION } from '../../lib/i18n/locales';
import './toaster.css';

/**
 * The page's one Toaster, on Radix Toast: it brings the timeout, the close button,
 * Escape, the 50 px swipe, pause on hover/focus and the F8 hotkey. The store keeps at most 5;
 * the newest shows in full and the others as edges behind it until pointed at or focused, and
 * the stack keeps clear of the controls the shopper is using (useKeepClear).
 * Mounted by ./mount on the first toast, so a page that never toasts never loads React for it.
 */
export default function Toaster() {
  const toasts = useStore($toasts);
  // Radix portals each toast into the viewport, which exists from the second render on: toasts
  // pushed before the Toaster loaded wait one render so they land in it.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const list = ready ? toasts : [];
  const viewport = useRef<HTMLOListElement>(null);
  useKeepClear(viewport, ready);
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      // Away towards the side of the screen the toasts sit on: where lines end.
      swipeDirection={DIRECTION[currentLocale()] === 'rtl' ? 'left' : 'right'}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={ISLAND_MSG.notification}
    >
      {list.map((t, depth) => (
        <Toast.Root
          key={t.id}
          className="toast"
          // The newest in front (toaster.css stacks the others behind it until the shopper opens them).
          data-depth={Math.min(depth, 3)}
          style={{ '--depth': depth } as CSSProperties}
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
          <Toast.Close className="toast-close" aria-label={ISLAND_MSG.closeNotification}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport ref={viewport} className="toast-viewport" label={ISLAND_MSG.notifications} />
    </Toast.Provider>
  );
}

/**
 * Moves the toasts along their side of the screen, as far as needed to keep clear of what the
 * shopper is using (./keep-clear): again when they change, when the page scrolls or the window
 * resizes. While they are open for reading (pointed at, or focused with F8) they stay put.
 */
function useKeepClear(viewport: RefObject<HTMLOListElement | null>, ready: boolean): void {
  useEffect(() => {
    const list = viewport.current;
    if (!ready || !list) return;
    const wide = matchMedia('(min-width: 768px)');
    // The toaster loads on the first toast, after the click that made it: that control has the focus
    // (where a click focuses buttons); from then on every click and key is seen here.
    let lastUsed = controlOf(document.activeElement);
    let shift = 0;
    let frame = 0;
    const place = () => {
      frame = 0;
      if (list.matches(':hover, :focus-within')) return;
      const box = list.getBoundingClientRect();
      const at = { top: box.top - shift, bottom: box.bottom - shift, left: box.left, right: box.right };
      const clear = controlsToKeepClear(lastUsed)
        .filter((el) => !list.contains(el))
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.height > 0);
      const next = box.height > 0 ? clearShift(at, clear, innerHeight, wide.matches) : 0;
      if (next === shift) return;
      shift = next;
      list.style.translate = next ? `0 ${next}px` : '';
    };
    const soon = () => {
      frame ||= requestAnimationFrame(place);
    };
    const used = (e: Event) => {
      const control = controlOf(e.target);
      if (control && !list.contains(control)) lastUsed = control;
    };
    // New toasts, closed ones, and a stack that closes again once the pointer leaves it.
    const resized = new ResizeObserver(soon);
    resized.observe(list);
    addEventListener('scroll', soon, { capture: true, passive: true });
    addEventListener('resize', soon);
    document.addEventListener('pointerdown', used, true);
    document.addEventListener('keydown', used, true);
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      removeEventListener('scroll', soon, { capture: true });
      removeEventListener('resize', soon);
      document.removeEventListener('pointerdown', used, true);
      document.removeEventListener('keydown', used, true);
    };
  }, [viewport, ready]);
}
