// Every text of the site search, in one place: the header control, the dialog and its states.
// The header's control imports these texts, so this module imports no value: whatever it pulls in
// lands in every page's first script, not in the dialog's chunk.
import type { SearchType } from '@portfolio/model/search';

export type ResultType = SearchType;

export const TYPE_LABELS: Record<ResultType, string> = {
  project: 'Projects',
  notebook: 'Notebooks',
  note: 'Notes',
  paper: 'Papers',
  page: 'Pages',
};

/** One result's badge: singular, as it names what that result is. */
export const TYPE_BADGES: Record<ResultType, string> = {
  project: 'Project',
  notebook: 'Notebook',
  note: 'Note',
  paper: 'Paper',
  page: 'Page',
};

export const SEARCH_TEXT = {
  control: 'Search',
  /** Shown beside the control on wide screens; the same keys work on a Mac with Cmd. */
  shortcutHint: 'Ctrl K',
  dialogTitle: 'Search',
  closeLabel: 'Close search',
  inputLabel: 'Search the site',
  placeholder: 'Projects, notes, papers…',
  filtersLabel: 'Type',
  allTypes: 'All',
  resultsLabel: 'Results',
  loading: 'Loading the search index…',
  loadFailed: 'Search could not load. Check your connection, then try again.',
  tryAgain: 'Try again',
  hint: 'Type a word to search projects, notebooks, notes, papers and pages.',
  noResults: (query: string) => `No results for “${query}”.`,
  noResultsFiltered: (query: string, type: string) => `No results for “${query}” in ${type}.`,
  clearFilter: 'Search all types',
  showMore: 'Show more results',
  /** Read out by screen readers as the results change. */
  resultCount: (count: number) =>
    count === 0 ? 'No results' : count === 1 ? '1 result' : `${count} results`,
  untitled: 'Untitled',
} as const;
