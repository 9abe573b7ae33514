import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

interface Props {
  open: boolean;
  /** Called when the shopper closes it: Escape, a tap outside, or a close button calling it. */
  onClose: () => void;
  /** The element that names it (its title's id); or `label` when it has no visible title. */
  labelledBy?: string;
  label?: string;
  /** The element that describes it, when it has a lead. */
  describedBy?: string;
  className: string;
  /** Where the focus goes on close; by default, what had it when the dialog opened. */
  returnFocusTo?: HTMLElement | null;
  children: ReactNode;
}

/**
 * The shop's one dialog: the cart drawer, quick view and the size guide are each this, styled as a
 * side sheet or a centred box. The browser's modal <dialog> keeps the page behind inert and closes
 * on Escape; this adds what it leaves out: a tap outside closes it, Tab and Shift+Tab stay inside
 * (they would otherwise leave for the browser's own toolbar), and the focus goes back to what
 * opened it, even when that was a button disabled while it worked (the browser gives it back only
 * to an element that can still take it).
 */
export default function Dialog({
  open,
  onClose,
  labelledBy,
  label,
  describedBy,
  className,
  returnFocusTo,
  children,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  // Asked open before it hydrated (the Add to Cart that woke the drawer), it opens once it has.
  const hydrated = useHydrated();
  const shown = open && hydrated;
  // Its content is drawn from its first opening on: not in every page's HTML for a dialog most
  // visitors never open, and still there while it slides out on closing.
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  const openedFrom = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (shown && !dialog.open) {
      openedFrom.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!shown && dialog.open) dialog.close();
  }, [shown]);

  // The opener named on opening wins over the element that had the focus then.
  const back = useRef(returnFocusTo);
  back.current = returnFocusTo;

  function closed() {
    const target = back.current ?? openedFrom.current;
    if (target?.isConnected) target.focus();
    if (open) onClose();
  }

  // The dialog's parts cover its whole box, so a click on the dialog itself is on its backdrop.
  function tapOutside(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) ref.current?.close();
  }

  function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !ref.current) return;
    // A control out of view (a hidden footer) has no box and is skipped.
    const shown = [
      ...ref.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select, textarea'),
    ].filter((el) => el.getClientRects().length > 0 && el.tabIndex >= 0);
    const first = shown[0];
    const last = shown.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-describedby={describedBy}
      onClose={closed}
      onClick={tapOutside}
      onKeyDown={keepTabInside}
    >
      {opened && children}
    </dialog>
  );
}
