import { localized } from './i18n/localized';
/**
 * The words of the shop's search: the header's field and its suggestions, the results page and
 * the listings' filters. Part of MSG (src/lib/messages.ts spreads it in); the suggestions, which
 * load with the first focus of the field, import this alone.
 */
/** The words in English: the source of every language's keys (src/lib/i18n/ar/search-messages.ts holds the Arabic). */
export const SEARCH_WORDS = {
  searchLabel: 'Search the shop',
  searchLandmark: 'Shop search',
  searchPlaceholder: 'Search jewelry, stones, articles...',
  searchTitle: 'Search',
  searchResultsFor: (q: string) => `Results for “${q}”`,
  noResultsFor: (q: string) => `No results for “${q}”`,
  noResultsFiltered: 'No pieces match these filters',
  noResultsHelp: 'Check the spelling, clear the filters or browse a collection:',
  showingResultsFor: (words: string) => `Showing results for “${words}”`,
  clearFilters: 'Clear filters',
  applyFilters: 'Apply',
  filtersLabel: 'Filter products',
  sortBy: 'Sort by',
  sortRelevance: 'Best match',
  fromTheJournal: 'From the journal',
  suggestionsProducts: 'Products',
  suggestionsPosts: 'Journal',
  suggestionsSeeAll: (q: string) => `See all results for “${q}”`,
  suggestionsCount: (n: number) =>
    n === 0 ? 'No suggestions' : `${n} ${n === 1 ? 'suggestion' : 'suggestions'}, use the up and down arrows to choose`,
  listUpdated: (count: string) => `List updated: ${count}`,
  searchUnavailable: 'Search is unavailable right now. Press Enter to search.',
} as const;

/** The words in the language of the code reading them (src/lib/i18n/localized.ts). */
export const SEARCH_MSG = localized('search', SEARCH_WORDS);
