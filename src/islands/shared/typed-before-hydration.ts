/**
 * What the shopper already typed into a server-rendered field before its island hydrated. A
 * controlled input hydrates to its state, so state that starts at '' wipes those keystrokes
 * (on a slow phone the form is on screen well before its code runs): start from them instead.
 */
export function typedBeforeHydration(id: string): string {
  if (typeof document === 'undefined') return '';
  const field = document.getElementById(id);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : '';
}

/** The value of the radio of group `name` checked in the server-rendered page, as the shopper left it. */
export function chosenBeforeHydration(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"]:checked`)?.value ?? null;
}
