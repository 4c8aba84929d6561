import { useTranslation } from 'react-i18next';
import './i18n';

/** How many pages `total` items fill, `perPage` a page: at least one. */
export const pageCount = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));

/** The items of page `page` (from 1) of a list already at hand. */
export const pageOf = <T,>(items: readonly T[], page: number, perPage: number): T[] =>
  items.slice((page - 1) * perPage, page * perPage);

/**
 * A list's previous and next buttons and where the reader is ("Página 2 de 5"). Shown only when
 * there is more than one page, or the reader stands past the last one (a list that shrank); a
 * step back from there lands on the last page.
 */
export const Pager = ({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) => {
  const { t } = useTranslation('pager');
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={t('pages')} className="portal-pager">
      <button
        type="button"
        className="portal-button portal-button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, pages))}
      >
        {t('previous')}
      </button>
      <span aria-live="polite">{t('pageOf', { page, pages })}</span>
      <button
        type="button"
        className="portal-button portal-button--secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('next')}
      </button>
    </nav>
  );
};
