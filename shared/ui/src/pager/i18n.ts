import { registerTranslations } from '@portal/i18n';

/** The words of a list's pages (the office's queues, the surveys). */
registerTranslations('pager', {
  es: { pages: 'Páginas de la lista', previous: 'Anterior', next: 'Siguiente', pageOf: 'Página {{page}} de {{pages}}' },
  ca: { pages: 'Pàgines de la llista', previous: 'Anterior', next: 'Següent', pageOf: 'Pàgina {{page}} de {{pages}}' },
  en: { pages: 'Pages of the list', previous: 'Previous', next: 'Next', pageOf: 'Page {{page}} of {{pages}}' },
});
