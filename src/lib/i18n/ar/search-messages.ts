import type { SEARCH_WORDS } from '../../search-messages';
import type { Words } from '../localized';
import { arabicCount } from './count';

/** The shop's search and the listings' filters, in Arabic (the English words: src/lib/search-messages.ts). */
export default {
  searchLabel: 'ابحثي في المتجر',
  searchLandmark: 'البحث في المتجر',
  searchPlaceholder: 'ابحثي عن حُليّ، أحجار، مقالات...',
  searchTitle: 'البحث',
  searchResultsFor: (q: string) => `نتائج «${q}»`,
  noResultsFor: (q: string) => `لا نتائج لـ«${q}»`,
  noResultsFiltered: 'لا قطع تطابق هذه التصفية',
  noResultsHelp: 'تحقّقي من الكتابة، أو امسحي التصفية، أو تصفّحي إحدى المجموعات:',
  showingResultsFor: (words: string) => `نعرض نتائج «${words}»`,
  clearFilters: 'مسح التصفية',
  applyFilters: 'تطبيق',
  filtersLabel: 'تصفية القطع',
  sortBy: 'الترتيب حسب',
  sortRelevance: 'الأنسب',
  fromTheJournal: 'من المدوّنة',
  suggestionsProducts: 'القطع',
  suggestionsPosts: 'المدوّنة',
  suggestionsSeeAll: (q: string) => `كل نتائج «${q}»`,
  suggestionsCount: (n: number) =>
    n === 0
      ? 'لا اقتراحات'
      : `${arabicCount(n, 'اقتراح واحد', 'اقتراحان', 'اقتراحات', 'اقتراحًا')}، استخدمي السهمين لأعلى ولأسفل للاختيار`,
  listUpdated: (count: string) => `تم تحديث القائمة: ${count}`,
  searchUnavailable: 'البحث غير متاح الآن. اضغطي Enter للبحث.',
} satisfies Words<typeof SEARCH_WORDS>;
