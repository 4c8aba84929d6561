// The English texts of i18n.ts, fetched only by a user of that language.
export const places = {
    country: 'Country',
    province: 'Province',
    municipality: 'Town',
    island: 'Island',
    streetType: 'Street type',
    choose: 'Choose an option',
    search: 'Search {{field}}',
    searchHint: 'Type to filter the list',
    options_one: '{{count}} option',
    options_other: '{{count}} options',
    noMatch: 'No option matches the search',
    loading: 'Loading the reference data…',
    loadError: 'The lists of countries and provinces could not be loaded.',
    retry: 'Retry',
    required: 'This field is required',
  };
