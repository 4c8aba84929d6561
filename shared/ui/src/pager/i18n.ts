import { registerTranslationsByLanguage } from '@portal/i18n';

/** The words of a list's pages (the office's queues, the surveys). */
registerTranslationsByLanguage('pager', {
  es: { pages: 'Páginas de la lista', previous: 'Anterior', next: 'Siguiente', pageOf: 'Página {{page}} de {{pages}}' },
  ca: () => import(/* webpackChunkName: "language-ca-ui-pager-i18n" */ './i18n.ca').then((texts) => texts.pager),
  en: () => import(/* webpackChunkName: "language-en-ui-pager-i18n" */ './i18n.en').then((texts) => texts.pager),
});
