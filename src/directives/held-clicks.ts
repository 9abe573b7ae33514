/**
 * A press of a control that belongs to an island, made before the island has hydrated (its markup
 * is there, its code not yet), is held and given again once it has: the tap that woke it is not
 * lost. The controls are the island's own content, or, with `selector`, controls elsewhere on the
 * page that open it (the header's cart link opens the cart drawer). Only a plain press is held: a
 * middle or modified click keeps the browser's own meaning (a link in a new tab). A choice (a
 * radio, a box, the label of one) is not held: the browser shows it at once and the island takes
 * it from the page as it hydrates, as it takes what was typed. Nor is the submit of a form that
 * names where it goes (`action`): the server answers it as the island would (order tracking).
 *
 * Answers what to do once the island is there (`give`) or its code could not be had (`drop`: a
 * held link is then followed, so the press still leads somewhere).
 */
/** A submit button of a form built to work without its island: the browser sends it. */
function answersWithoutIsland(control: HTMLElement): boolean {
  const submits =
    (control instanceof HTMLButtonElement && control.type === 'submit') ||
    (control instanceof HTMLInputElement && control.type === 'submit');
  return submits && (control as HTMLButtonElement | HTMLInputElement).form?.hasAttribute('action') === true;
}

export function holdClicks(root: Element | Document, selector?: string): { give(): void; drop(): void } {
  let held: HTMLElement | null = null;
  let done = false;
  const hold = (event: Event) => {
    const click = event as MouseEvent;
    if (done || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return;
    const target = click.target as Element | null;
    const control = selector
      ? target?.closest?.<HTMLElement>(selector)
      : target?.closest?.<HTMLElement>('button, a[href], [role="button"], input[type="submit"]');
    if (!control || answersWithoutIsland(control)) return;
    click.preventDefault();
    click.stopPropagation();
    held = control;
  };
  root.addEventListener('click', hold, true);
  const end = () => {
    done = true;
    root.removeEventListener('click', hold, true);
    const control = held;
    held = null;
    return control?.isConnected ? control : null;
  };
  return {
    // React listens from the moment it starts hydrating, and replays what reaches content it has not hydrated yet.
    give: () => end()?.click(),
    drop: () => {
      const control = end();
      if (control instanceof HTMLAnchorElement) location.href = control.href;
    },
  };
}
