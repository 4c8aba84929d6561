import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { providedDocumentsResponse } from '@portal/contracts';
import { formatDate, LoadState, type ApiData, useLanguage } from '@portal/ui';

type Provided = z.infer<typeof providedDocumentsResponse>['datos'];

/** documentosAportados: each document type, its formats, and what the company has provided of it. */
export const ProvidedSection = ({ state }: { state: ApiData<Provided> }) => {
  const { t } = useTranslation('companyDocumentation');
  const language = useLanguage();
  return (
    <section className="company-doc-section" aria-labelledby="provided-title">
      <h2 id="provided-title">{t('provided')}</h2>
      <p>{t('providedIntro')}</p>
      <LoadState state={state}>
        {(provided) => (
          <div className="company-table-wrap">
            <table className="company-table">
              <thead>
                <tr>
                  <th scope="col">{t('type')}</th>
                  <th scope="col">{t('formats')}</th>
                  <th scope="col">{t('status')}</th>
                </tr>
              </thead>
              <tbody>
                {provided.tipos.map((type) => (
                  <tr key={type.idTipoDocumento}>
                    <th scope="row">{type.descripcion}</th>
                    <td>{type.admiteEnlace ? t('formatsAny') : t('formatsPdf')}</td>
                    <td>
                      {type.numDocumentos > 0
                        ? `${t('providedCount', { count: type.numDocumentos })} (${formatDate(type.ultimaFecha!, language)})`
                        : t('notProvided')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </LoadState>
    </section>
  );
};
