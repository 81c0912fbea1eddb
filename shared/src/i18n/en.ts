/** The `ui` namespace: strings of the dashboard building blocks in shared/src/ui (English). */
export const en = {
  states: {
    loading: 'Loading…',
    emptyTitle: 'Nothing here yet',
    emptyMessage: 'Data will appear here as soon as there is some.',
    errorTitle: 'Could not load this data',
    errorMessage: 'Something went wrong while loading. Check your connection and try again.',
    retry: 'Retry',
  },
  kpi: {
    up: 'Up {{value}}',
    down: 'Down {{value}}',
    flat: 'No change',
    comparedTo: 'vs previous period',
  },
  tabs: {
    label: 'Dashboard sections',
  },
  table: {
    search: 'Search',
    searchPlaceholder: 'Search…',
    clearSearch: 'Clear search',
    exportCsv: 'Export CSV',
    exportFailed: 'The CSV file could not be created. Please try again.',
    rowsPerPage: 'Rows per page:',
    displayedRows: '{{from}}–{{to}} of {{count}}',
    firstPage: 'Go to first page',
    lastPage: 'Go to last page',
    nextPage: 'Go to next page',
    previousPage: 'Go to previous page',
    results_one: '{{count}} result',
    results_other: '{{count}} results',
    noMatches: 'No rows match “{{query}}”.',
    noRows: 'No rows to show yet.',
    sortedAscending: 'sorted ascending',
    sortedDescending: 'sorted descending',
  },
  chart: {
    noData: 'No data to display',
    loading: 'Loading data…',
  },
};
