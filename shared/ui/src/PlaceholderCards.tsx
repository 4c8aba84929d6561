import { useTranslation } from 'react-i18next';

/** How many grey cards stand for content that is loading (spec 000 §2.3: four on the home). */
export const placeholderCardCount = 4;

/**
 * Grey cards in the place of content that is loading, so the page keeps its shape; screen readers
 * hear one "loading" for the list, not the empty cards.
 */
export const PlaceholderCards = ({ count = placeholderCardCount }: { count?: number }) => {
  const { t } = useTranslation('common');
  return (
    <ul className="portal-list" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="portal-card portal-placeholder" aria-hidden="true">
          <span className="portal-placeholder__line portal-placeholder__line--title" />
          <span className="portal-placeholder__line" />
          <span className="portal-placeholder__line portal-placeholder__line--short" />
        </li>
      ))}
    </ul>
  );
};
