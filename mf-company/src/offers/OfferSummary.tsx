import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { companyOfferView } from '@portal/contracts';
import { OfferWizardFacts, formatDate, useLanguage } from '@portal/ui';

type OfferView = z.infer<typeof companyOfferView>;

/** An offer with its state and reason, as students see it (/oferta/{id}, and the head of /mis-ofertas/{id}). */
export const OfferSummary = ({ view, full }: { view: OfferView; full: boolean }) => {
  const { t } = useTranslation('companyOffers');
  const language = useLanguage();
  const offer = view.oferta;
  const date = (value: string | null) => (value ? formatDate(value, language) : null);
  const rows: [string, string | number | null][] = [
    [t('type'), t(offer.tipo)],
    [t('location'), [offer.provincia, offer.nombreIsla].filter(Boolean).join(' · ') || null],
    [t('places'), offer.plazas],
    [t('schedule'), offer.horario],
    [t('salary'), offer.salario === null ? null : `${offer.salario.toLocaleString(language)} €`],
    [t('startDate'), date(offer.fechaInicio)],
    [t('endDate'), date(offer.fechaFin)],
    [t('expiry'), date(offer.fechaCaducidad)],
    [t('dedication'), offer.tiempoDedicacionJornada === null ? null : `${offer.tiempoDedicacionJornada.toLocaleString(language)} %`],
    [t('hoursPerDay'), offer.horasAldia === null ? null : offer.horasAldia.toLocaleString(language)],
    [t('daysPerWeek'), offer.numeroDiasSemana],
    [t('months'), offer.meses],
    [t('degrees'), offer.titulacionesNombres.join(', ') || null],
  ];
  const requirements = [...offer.requisitosObligatorios, ...offer.requisitosDeseables];
  return (
    <article className="portal-card" aria-label={offer.titulo}>
      {full ? <h2 className="company-offer__title">{offer.titulo}</h2> : null}
      <p className="company-offer__meta">
        <span className={`company-state company-state--${view.estado}`}>
          {t('stateLabel', { state: view.descripcionEstado })}
        </span>{' '}
        {/* The spec's active flag is the state's: closing the offer is how it stops receiving candidates. */}
        <span data-testid="offer-active">{t(view.activa ? 'activeYes' : 'activeNo')}</span>
      </p>
      {view.descripcionEstadoMotivo ? (
        <p className="company-offer__reason">{view.descripcionEstadoMotivo}</p>
      ) : null}
      {full ? (
        <>
          {offer.descripcion ? (
            <>
              <h3>{t('description')}</h3>
              <p className="company-prewrap">{offer.descripcion}</p>
            </>
          ) : null}
          <h3>{t('details')}</h3>
          <dl className="company-details">
            {rows
              .filter(([, value]) => value !== null && value !== '')
              .map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
          <OfferWizardFacts facts={offer.datosOferta} language={language} heading="h3" />
          {requirements.length > 0 ? (
            <>
              <h3>{t('requirements')}</h3>
              <ul>
                {requirements.map((requirement) => (
                  <li key={`${requirement.tipo}-${requirement.descripcion}`}>{requirement.descripcion}</li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
    </article>
  );
};
