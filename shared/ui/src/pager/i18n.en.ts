// The English texts of i18n.ts, fetched only by a user of that language.
export const pager = { pages: 'Pages of the list', previous: 'Previous', next: 'Next', pageOf: 'Page {{page}} of {{pages}}' };
