/**
 * The Arabic words of each subject, once loaded: by the server at its start (every request may be
 * Arabic), by an Arabic page for the subjects its code speaks, before that code says anything
 * (./ready.ts). An English page never loads them. The subjects' modules read them here, at each
 * word (./localized.ts).
 */
const arabicTables = new Map<string, object>();

/** The subjects whose modules this page (or server) has loaded: the ones it may speak. */
const spoken = new Set<string>();

export function registerArabic(subject: string, table: object): void {
  arabicTables.set(subject, table);
}

export const arabicOf = (subject: string): object | undefined => arabicTables.get(subject);

export const noteSpoken = (subject: string): void => void spoken.add(subject);

export const spokenSubjects = (): ReadonlySet<string> => spoken;
