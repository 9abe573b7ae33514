/**
 * The setup guide's progress (/wordpress-setup): which of the five steps the store owner
 * marked complete, kept in localStorage. A stored value that is not a list of valid step
 * numbers is corrupt and discarded whole (the guide starts again at 0/5) rather than trusted.
 * No zod: the browser imports this file.
 */
export const SETUP_PROGRESS_KEY = 'nefertari.setupGuide.completed';

export interface StoredProgress {
  /** Completed step numbers, 1-based, ascending, unique. */
  completed: number[];
  /** True when a stored value existed but could not be used. */
  corrupt: boolean;
}

export function parseSetupProgress(raw: string | null, total: number): StoredProgress {
  if (raw === null) return { completed: [], corrupt: false };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { completed: [], corrupt: true };
  }
  const valid = Array.isArray(value) && value.every((n) => Number.isInteger(n) && n >= 1 && n <= total);
  if (!valid) return { completed: [], corrupt: true };
  return { completed: [...new Set(value as number[])].sort((a, b) => a - b), corrupt: false };
}

export function serializeSetupProgress(completed: Iterable<number>): string {
  return JSON.stringify([...new Set(completed)].sort((a, b) => a - b));
}
