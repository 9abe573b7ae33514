import { currentLocale } from './i18n/current';
import type { Locale } from './i18n/locales';

/**
 * Egypt's 27 governorates, the "state" of an Egyptian address. The codes are WooCommerce's own
 * (its i18n/states.php, list 'EG'), so both stores keep the same code for the same place: the
 * embedded store stores and checks it, WooCommerce takes it as it does its own, and every address
 * shown (confirmation, tracking, emails, the back office, the packing slip) names the governorate
 * in the reader's language, never by its code. The English names are WooCommerce's.
 */
export interface Governorate {
  code: string;
  name: Record<Locale, string>;
}

export const EGYPT = 'EG';

export const GOVERNORATES: readonly Governorate[] = [
  { code: 'EGALX', name: { en: 'Alexandria', ar: 'الإسكندرية' } },
  { code: 'EGASN', name: { en: 'Aswan', ar: 'أسوان' } },
  { code: 'EGAST', name: { en: 'Asyut', ar: 'أسيوط' } },
  { code: 'EGBA', name: { en: 'Red Sea', ar: 'البحر الأحمر' } },
  { code: 'EGBH', name: { en: 'Beheira', ar: 'البحيرة' } },
  { code: 'EGBNS', name: { en: 'Beni Suef', ar: 'بني سويف' } },
  { code: 'EGC', name: { en: 'Cairo', ar: 'القاهرة' } },
  { code: 'EGDK', name: { en: 'Dakahlia', ar: 'الدقهلية' } },
  { code: 'EGDT', name: { en: 'Damietta', ar: 'دمياط' } },
  { code: 'EGFYM', name: { en: 'Faiyum', ar: 'الفيوم' } },
  { code: 'EGGH', name: { en: 'Gharbia', ar: 'الغربية' } },
  { code: 'EGGZ', name: { en: 'Giza', ar: 'الجيزة' } },
  { code: 'EGIS', name: { en: 'Ismailia', ar: 'الإسماعيلية' } },
  { code: 'EGJS', name: { en: 'South Sinai', ar: 'جنوب سيناء' } },
  { code: 'EGKB', name: { en: 'Qalyubia', ar: 'القليوبية' } },
  { code: 'EGKFS', name: { en: 'Kafr el-Sheikh', ar: 'كفر الشيخ' } },
  { code: 'EGKN', name: { en: 'Qena', ar: 'قنا' } },
  { code: 'EGLX', name: { en: 'Luxor', ar: 'الأقصر' } },
  { code: 'EGMN', name: { en: 'Minya', ar: 'المنيا' } },
  { code: 'EGMNF', name: { en: 'Monufia', ar: 'المنوفية' } },
  { code: 'EGMT', name: { en: 'Matrouh', ar: 'مطروح' } },
  { code: 'EGPTS', name: { en: 'Port Said', ar: 'بورسعيد' } },
  { code: 'EGSHG', name: { en: 'Sohag', ar: 'سوهاج' } },
  { code: 'EGSHR', name: { en: 'Al Sharqia', ar: 'الشرقية' } },
  { code: 'EGSIN', name: { en: 'North Sinai', ar: 'شمال سيناء' } },
  { code: 'EGSUZ', name: { en: 'Suez', ar: 'السويس' } },
  { code: 'EGWAD', name: { en: 'New Valley', ar: 'الوادي الجديد' } },
];

const byCode = new Map(GOVERNORATES.map((g) => [g.code, g]));

/** Whether a country's addresses choose their state from Egypt's governorates. */
export const hasGovernorates = (country: string | undefined): boolean => country === EGYPT;

export const isGovernorate = (code: string): boolean => byCode.has(code);

const sorted = new Map<Locale, readonly Governorate[]>();

/** The governorates in the order of their names in a language (the page's): what the checkout's list shows. */
export function governoratesByName(locale: Locale = currentLocale()): readonly Governorate[] {
  let list = sorted.get(locale);
  if (!list)
    sorted.set(locale, (list = [...GOVERNORATES].sort((a, b) => a.name[locale].localeCompare(b.name[locale], locale))));
  return list;
}

/**
 * An address's state as a reader reads it: an Egyptian governorate's name in her language for
 * its code; anything else (another country's state, a name typed before the list) as it is.
 */
export function stateName(country: string | undefined, state: string, locale: Locale = currentLocale()): string {
  return (hasGovernorates(country) && byCode.get(state)?.name[locale]) || state;
}

/**
 * The governorate code a saved address's state stands for: the code itself, or a governorate's
 * name in either language as an address kept before the list holds it ("Giza", "الجيزة"); ''
 * for anything else.
 */
export function governorateCode(state: string): string {
  const text = state.trim();
  if (byCode.has(text.toUpperCase())) return text.toUpperCase();
  const lower = text.toLowerCase();
  return GOVERNORATES.find((g) => g.name.en.toLowerCase() === lower || g.name.ar === text)?.code ?? '';
}

/**
 * What an address's state becomes when its country changes: a governorate for Egypt (the one its
 * text names, else none yet, for her to choose); for another country, free text again, with no
 * governorate's code left in it.
 */
export function stateFor(country: string, state: string): string {
  if (hasGovernorates(country)) return governorateCode(state);
  return isGovernorate(state) ? '' : state;
}
