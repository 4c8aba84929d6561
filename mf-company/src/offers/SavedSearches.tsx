import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveSearchRequest, type MyOffersFilters } from '@portal/contracts';
import { LoadState, useApiData, StatusNotice } from '@portal/ui';
import { companyOffersApi } from './api';

/** Saved searches of my offers (spec 001 §2): apply one, delete one, save the current filters under a name. */
export const SavedSearches = ({
  current,
  onApply,
}: {
  current: MyOffersFilters;
  onApply: (filters: MyOffersFilters) => void;
}) => {
  const { t } = useTranslation('companyOffers');
  const id = useId();
  const searches = useApiData(() => companyOffersApi.savedSearches({ silent: true }), []);
  const [name, setName] = useState('');
  const [nameMissing, setNameMissing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const act = async (action: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await action();
      searches.reload();
      return true;
    } catch (error) {
      setFailure(error);
      return false;
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const request = saveSearchRequest.safeParse({ nombre: name, filtros: current });
    setNameMissing(!request.success);
    if (!request.success) return;
    if (
      await act(() =>
        companyOffersApi.saveSearch(request.data.nombre, request.data.filtros, { silent: true }),
      )
    ) {
      setSaved(true);
      setName('');
    }
  };

  return (
    <details className="company-saved-searches">
      <summary>{t('savedSearches')}</summary>
      {failure ? <StatusNotice error={failure} /> : null}
      <LoadState state={searches}>
        {(list) =>
          list.length === 0 ? (
            <p>{t('noSavedSearches')}</p>
          ) : (
            <ul className="portal-list">
              {list.map((search) => (
                <li key={search.id} className="company-actions">
                  <button
                    type="button"
                    className="portal-button portal-button--secondary"
                    onClick={() => onApply(search.filtros)}
                  >
                    {t('useSearch', { name: search.nombre })}
                  </button>
                  <button
                    type="button"
                    className="portal-button portal-button--secondary"
                    onClick={() => void act(() => companyOffersApi.deleteSearch(search.id, { silent: true }))}
                  >
                    {t('deleteSearch', { name: search.nombre })}
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
      <form className="company-actions" onSubmit={(event) => void save(event)} noValidate>
        <div className="portal-field">
          <label htmlFor={id}>{t('searchName')}</label>
          <input
            id={id}
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={nameMissing || undefined}
            aria-describedby={nameMissing ? `${id}-error` : undefined}
          />
          {nameMissing ? (
            <span id={`${id}-error`} className="portal-field__error">
              {t('required')}
            </span>
          ) : null}
        </div>
        <button type="submit" className="portal-button portal-button--secondary">
          {t('saveSearch')}
        </button>
        <span role="status">{saved ? t('searchSaved') : null}</span>
      </form>
    </details>
  );
};
