import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OfferState, type MyOffersFilters, type OfferStateId } from '@portal/contracts';
import { useLoadedDomains } from '@portal/ui';
import { useProvinceOptions } from '../common/use-province-options';

export type Scope = 'actuales' | 'historico';

/** The states each scope holds (current: pending and published; history: closed, expired, rejected). */
export const statesOfScope: Record<Scope, OfferStateId[]> = {
  actuales: [OfferState.pendingValidation, OfferState.published],
  historico: [OfferState.closed, OfferState.expired, OfferState.rejected],
};

const switches = ['omitirLeidos', 'caducanPronto', 'soloConCandidatos'] as const;
const switchLabel = {
  omitirLeidos: 'omitRead',
  caducanPronto: 'expiringSoon',
  soloConCandidatos: 'onlyWithCandidates',
} as const;

/** My offers' filters (spec 001 §3): estado, titulo, type, the three switches and the advanced search; applied on submit. */
export const OfferFilters = ({
  scope,
  value,
  onApply,
}: {
  scope: Scope;
  value: MyOffersFilters;
  onApply: (filters: MyOffersFilters) => void;
}) => {
  const { t } = useTranslation('companyOffers');
  const id = useId();
  const domains = useLoadedDomains();
  const provinces = useProvinceOptions();
  const [draft, setDraft] = useState<MyOffersFilters>(value);
  const set = (changes: Partial<MyOffersFilters>) => setDraft((current) => ({ ...current, ...changes }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, titulo: draft.titulo?.trim() || undefined });
  };
  return (
    <form className="company-filters" onSubmit={submit} aria-label={t('filters')}>
      <div className="portal-field">
        <label htmlFor={`${id}-title`}>{t('offerTitle')}</label>
        <input
          id={`${id}-title`}
          type="search"
          value={draft.titulo ?? ''}
          onChange={(event) => set({ titulo: event.target.value })}
        />
      </div>
      <div className="portal-field">
        <label htmlFor={`${id}-state`}>{t('state')}</label>
        <select
          id={`${id}-state`}
          value={draft.estado ?? ''}
          onChange={(event) =>
            set({ estado: event.target.value ? (Number(event.target.value) as OfferStateId) : undefined })
          }
        >
          <option value="">{t('anyState')}</option>
          {statesOfScope[scope].map((state) => (
            <option key={state} value={state}>
              {t(`state${state}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="portal-field">
        <label htmlFor={`${id}-type`}>{t('type')}</label>
        <select
          id={`${id}-type`}
          value={draft.tipo ?? ''}
          onChange={(event) => set({ tipo: (event.target.value || undefined) as MyOffersFilters['tipo'] })}
        >
          <option value="">{t('anyType')}</option>
          <option value="practicas">{t('practicas')}</option>
          <option value="empleo">{t('empleo')}</option>
        </select>
      </div>
      <details
        className="company-filters__advanced"
        open={
          Boolean(value.provincia || value.titulacion || value.publicadaDesde || value.publicadaHasta) ||
          undefined
        }
      >
        <summary>{t('advanced')}</summary>
        <div className="company-filters">
          <div className="portal-field">
            <label htmlFor={`${id}-province`}>{t('province')}</label>
            <select
              id={`${id}-province`}
              value={draft.provincia ?? ''}
              onChange={(event) => set({ provincia: event.target.value || undefined })}
            >
              <option value="">{t('anyProvince')}</option>
              {provinces.map((province) => (
                <option key={province.idProvincia} value={province.value}>
                  {province.label}
                </option>
              ))}
            </select>
          </div>
          <div className="portal-field">
            <label htmlFor={`${id}-degree`}>{t('degree')}</label>
            <select
              id={`${id}-degree`}
              value={draft.titulacion ?? ''}
              onChange={(event) => set({ titulacion: event.target.value || undefined })}
            >
              <option value="">{t('anyDegree')}</option>
              {(domains?.lists?.titulaciones ?? []).map((degree) => (
                <option key={degree.codigo} value={degree.codigo}>
                  {degree.descripcion}
                </option>
              ))}
            </select>
          </div>
          <div className="portal-field">
            <label htmlFor={`${id}-from`}>{t('publishedFrom')}</label>
            <input
              id={`${id}-from`}
              type="date"
              value={draft.publicadaDesde ?? ''}
              onChange={(event) => set({ publicadaDesde: event.target.value || undefined })}
            />
          </div>
          <div className="portal-field">
            <label htmlFor={`${id}-to`}>{t('publishedTo')}</label>
            <input
              id={`${id}-to`}
              type="date"
              value={draft.publicadaHasta ?? ''}
              onChange={(event) => set({ publicadaHasta: event.target.value || undefined })}
            />
          </div>
        </div>
      </details>
      <div className="company-filters__switches">
        {switches.map((name) => (
          <label key={name}>
            <input
              type="checkbox"
              checked={draft[name] ?? false}
              onChange={(event) => set({ [name]: event.target.checked || undefined })}
            />{' '}
            {t(switchLabel[name])}
          </label>
        ))}
      </div>
      <div className="company-actions">
        <button type="submit" className="portal-button">
          {t('apply')}
        </button>
        <button
          type="button"
          className="portal-button portal-button--secondary"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          {t('clear')}
        </button>
      </div>
    </form>
  );
};
