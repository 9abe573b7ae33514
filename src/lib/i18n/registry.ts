/**
 * The Arabic words of each subject, once loaded: by the server at its start (every request may be
 * Arabic), by an Arabic page before any of its code speaks (./ready.ts). An English page
 * never loads them. The subjects' modules read them here, at each word (./localized.ts).
 */
const arabicTables = new Map<string, object>();

export function registerArabic(subject: string, table: object): void {
  arabicTables.set(subject, table);
}

export const arabicOf = (subject: string): object | undefined => arabicTables.get(subject);
