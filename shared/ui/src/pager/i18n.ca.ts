// The Catalan texts of i18n.ts, fetched only by a user of that language.
export const pager = { pages: 'Pàgines de la llista', previous: 'Anterior', next: 'Següent', pageOf: 'Pàgina {{page}} de {{pages}}' };
