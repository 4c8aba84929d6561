import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  defaultOutcomePeriod,
  outcomePanels,
  smallCount,
  type OutcomePanel,
  type OutcomeQuery,
  type OutcomeTable,
  type OutcomeValue,
} from '@portal/contracts';
import { LoadState, PageHeading, saveBlob, useApiData, useLoadedDomains } from '@portal/ui';
import { outcomesApi } from './api';
import { OutcomeChart, drawnMeasures } from './OutcomeChart';
import '../i18n';
import './i18n';
import '../office.css';

/** A row's labels as words: offer types and degrees by their names (a degree code with or without its hyphen). */
const useRowLabel = () => {
  const { t } = useTranslation('officeOutcomes');
  const degrees = useLoadedDomains()?.lists?.titulaciones;
  return useMemo(() => {
    const degreeName = (code: string) =>
      code === '—' ? t('noDegree') : (degrees?.find((degree) => degree.codigo.replaceAll('-', '') === code.replaceAll('-', ''))?.descripcion ?? code);
    return (table: OutcomeTable) => (labels: string[]) =>
      labels
        .map((label, index) => {
          const dimension = table.dimensiones[index];
          if (dimension === 'tipo') return t(`types.${label}`, { defaultValue: label });
          if (dimension === 'titulacion') return degreeName(label);
          return label;
        })
        .join(' · ');
  }, [degrees, t]);
};

/** One dashboard: its chart and, beside it, its table; its total of the shown figures; its files. */
const Panel = ({ panel, filters }: { panel: OutcomePanel; filters: OutcomeQuery }) => {
  const { t, i18n } = useTranslation('officeOutcomes');
  const id = useId();
  const data = useApiData(() => outcomesApi.table(panel, filters), [panel, filters.desde, filters.hasta, filters.titulacion, i18n.language]);
  const rowLabelOf = useRowLabel();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const valueText = (value: OutcomeValue) => (value === null ? '—' : value === smallCount ? smallCount : number.format(value));
  const measureLabel = (key: string) => t(`columns.${key}`, { defaultValue: key });
  const title = t(`panels.${panel}`);
  const [busy, setBusy] = useState(false);
  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(true);
    try {
      saveBlob(await outcomesApi.file(panel, filters, format), `${panel}-${filters.desde ?? ''}-${filters.hasta ?? ''}.${format}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="office-outcomes__panel" aria-labelledby={`${id}-heading`} data-testid={`outcome-panel-${panel}`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      <p>{t(`descriptions.${panel}`)}</p>
      <LoadState state={data}>
        {(table) => {
          const rowLabel = rowLabelOf(table);
          if (table.filas.length === 0) return <p role="status">{t('empty')}</p>;
          return (
            <>
              <ul className="office-outcomes__legend">
                {drawnMeasures(table).map((index, order) => (
                  <li key={table.medidas[index]!.clave}>
                    <span aria-hidden="true" className={`office-outcomes__swatch office-outcomes__bar--${order}`} />
                    {measureLabel(table.medidas[index]!.clave)}
                  </li>
                ))}
              </ul>
              <figure className="office-outcomes__figure">
                <OutcomeChart table={table} title={title} rowLabel={rowLabel} measureLabel={measureLabel} valueText={valueText} />
                <div className="office-staff__table office-outcomes__table" tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
                  <table>
                    <caption id={`${id}-caption`}>{title}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{table.dimensiones.map(measureLabel).join(' · ')}</th>
                        {table.medidas.map((measure) => (
                          <th scope="col" key={measure.clave}>
                            {measureLabel(measure.clave)}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {table.filas.map((row) => (
                        <tr key={row.etiquetas.join('|')}>
                          <th scope="row">{rowLabel(row.etiquetas)}</th>
                          {row.valores.map((value, index) => (
                            <td key={table.medidas[index]!.clave}>{valueText(value)}</td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                    <tfoot>
                      <tr>
                        <th scope="row">{t('total')}</th>
                        {table.totales.map((value, index) => (
                          <td key={table.medidas[index]!.clave}>{valueText(value)}</td>
                        ))}
                      </tr>
                    </tfoot>
                  </table>
                </div>
              </figure>
              {table.ocultas ? <p className="office-outcomes__note">{t('hiddenNote')}</p> : null}
              <div className="office-staff__actions">
                <button type="button" className="portal-button portal-button--secondary" disabled={busy} aria-label={t('downloadCsv', { panel: title })} onClick={() => void download('csv')}>
                  {t('csv')}
                </button>
                <button type="button" className="portal-button portal-button--secondary" disabled={busy} aria-label={t('downloadXlsx', { panel: title })} onClick={() => void download('xlsx')}>
                  {t('xlsx')}
                </button>
              </div>
            </>
          );
        }}
      </LoadState>
    </section>
  );
};

/**
 * The careers office's outcome dashboards: a period and a degree to filter by, then each
 * dashboard with its chart, its table and its files. Counts only; small groups read "< 5".
 */
const OutcomesPage = () => {
  const { t } = useTranslation('officeOutcomes');
  const id = useId();
  const degrees = useLoadedDomains()?.lists?.titulaciones ?? [];
  const [form, setForm] = useState<{ desde: string; hasta: string; titulacion: string }>(() => ({ ...defaultOutcomePeriod(), titulacion: '' }));
  const [filters, setFilters] = useState<OutcomeQuery>(() => defaultOutcomePeriod());
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ desde: form.desde || undefined, hasta: form.hasta || undefined, titulacion: form.titulacion || undefined });
  };
  return (
    <section aria-labelledby={`${id}-title`} className="office-outcomes">
      <PageHeading>
        <span id={`${id}-title`}>{t('title')}</span>
      </PageHeading>
      <p>{t('intro')}</p>
      <form className="office-outcomes__filters" onSubmit={apply} aria-labelledby={`${id}-filters`}>
        <h2 id={`${id}-filters`}>{t('filters')}</h2>
        <div className="portal-field">
          <label htmlFor={`${id}-from`}>{t('from')}</label>
          <input id={`${id}-from`} type="date" value={form.desde} onChange={(event) => setForm({ ...form, desde: event.target.value })} />
        </div>
        <div className="portal-field">
          <label htmlFor={`${id}-until`}>{t('until')}</label>
          <input id={`${id}-until`} type="date" value={form.hasta} onChange={(event) => setForm({ ...form, hasta: event.target.value })} />
        </div>
        <div className="portal-field">
          <label htmlFor={`${id}-degree`}>{t('degree')}</label>
          <select id={`${id}-degree`} value={form.titulacion} aria-describedby={`${id}-degree-hint`} onChange={(event) => setForm({ ...form, titulacion: event.target.value })}>
            <option value="">{t('anyDegree')}</option>
            {degrees.map((degree) => (
              <option key={degree.codigo} value={degree.codigo}>
                {degree.descripcion}
              </option>
            ))}
          </select>
          <span id={`${id}-degree-hint`}>{t('degreeScope')}</span>
        </div>
        <button type="submit" className="portal-button">
          {t('apply')}
        </button>
      </form>
      {outcomePanels.map((panel) => (
        <Panel key={panel} panel={panel} filters={filters} />
      ))}
    </section>
  );
};

export default OutcomesPage;
