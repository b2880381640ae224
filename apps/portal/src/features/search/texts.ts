import { AREA_KEYS, AREAS, isSearched } from '@hcp/contracts/areas';
import type { SearchArea } from '@hcp/contracts/search';

/** Every text of global search, ready for translation. */
export const searchTexts = {
  title: 'Search',
  resultsTitle: (keyword: string) => `Results for “${keyword}”`,
  intro:
    'Search the areas of the portal your account opens. Every word you type must appear; the start of a word is enough.',
  whatYouCanSearch: 'What you can search',
  nothingToSearch: 'Your account does not open any area to search yet.',
  tryExamples: 'For example',
  examples: ['vancomycin', 'sodium chloride 0.9%', 'insul'],
  loading: 'Searching…',
  areasLabel: 'Filter by area',
  allAreas: 'All areas',
  count: (count: number) => `${String(count)} ${count === 1 ? 'result' : 'results'}`,
  summary: (count: number, keyword: string) =>
    `${String(count)} ${count === 1 ? 'result' : 'results'} for “${keyword}”`,
  noResultsHeading: (keyword: string) => `Nothing found for “${keyword}”`,
  noResultsText: 'No page of the portal holds all of these words. The tips below may help, or look in one area.',
  didYouMean: 'Did you mean',
  tipsHeading: 'Search tips',
  tips: [
    'Check the spelling, or type only the start of a word: “insul” finds insulin.',
    'Use fewer words: every word must appear in a result.',
    'Drug names find stability data, education, updates and more.',
  ],
  tooLong: (max: number) => `Search for at most ${String(max)} characters.`,
  pager: 'Pages of search results',
  hitsLabel: 'Search results',
  /** Each searched area by its name in a sentence (areas.ts). */
  areas: Object.fromEntries(AREA_KEYS.filter(isSearched).map((area) => [area, AREAS[area].name])) as Record<
    SearchArea,
    string
  >,
} as const;
