import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferDetail, OfferRequirement } from '@portal/contracts';
import { OfferWizardFacts, useDocumentLabel } from '@portal/ui';
import { formatNumber, formatWhen } from '../queues/values';

/** A date of the offer (a day or a moment) in the user's language. */
const day = (iso: string, language: string) => formatWhen(iso.slice(0, 10), false, language);

/** Every filled field of the offer as the students' detail page lists them. */
const OfferFields = ({ offer }: { offer: OfferDetail }) => {
  const { t, i18n } = useTranslation('officeQueues', { keyPrefix: 'offer' });
  const language = i18n.language;
  const documentName = useDocumentLabel();
  const fields: [string, ReactNode][] = [
    ['field_publicada', day(offer.fecha, language)],
    ['field_provincia', offer.provincia],
    ['field_isla', offer.nombreIsla],
    ['field_sector', offer.sector],
    ['field_modalidad', offer.tipoModalidadAsistencia ? t(`modality_${offer.tipoModalidadAsistencia}`) : null],
    ['field_contrato', offer.contrato],
    ['field_salario', offer.salario === null ? null : t('euros', { value: formatNumber(offer.salario, language) })],
    ['field_dedicacion', offer.tiempoDedicacionJornada === null ? null : t('percent', { value: formatNumber(offer.tiempoDedicacionJornada, language) })],
    ['field_meses', offer.meses === null ? null : t('months', { count: offer.meses })],
    ['field_plazas', offer.plazas],
    ['field_horario', offer.horario],
    ['field_horasAldia', offer.horasAldia === null ? null : formatNumber(offer.horasAldia, language)],
    ['field_numeroDiasSemana', offer.numeroDiasSemana],
    ['field_fechaInicio', offer.fechaInicio ? day(offer.fechaInicio, language) : null],
    ['field_fechaFin', offer.fechaFin ? day(offer.fechaFin, language) : null],
    ['field_fechaCaducidad', offer.fechaCaducidad ? day(offer.fechaCaducidad, language) : null],
    ['field_titulaciones', offer.titulacionesNombres.length > 0 ? offer.titulacionesNombres.join(', ') : null],
    ['field_niveles', offer.niveles.length > 0 ? offer.niveles.map((level) => t(`level_${level}`)).join(', ') : null],
    ['field_creditosMinimos', offer.creditosMinimos === null ? null : t('percent', { value: offer.creditosMinimos })],
    ['field_documentos', offer.documentosRequeridos.length > 0 ? offer.documentosRequeridos.map(documentName).join(', ') : null],
    ['field_inscripcionExterna', offer.urlInscripcionExterna],
  ];
  return (
    <dl className="office-fields">
      {fields
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([key, value]) => (
          <div key={key} className="office-fields__row">
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
};

const Requirements = ({ title, items }: { title: string; items: OfferRequirement[] }) =>
  items.length === 0 ? null : (
    <section>
      <h4>{title}</h4>
      <ul>
        {items.map((item, index) => (
          <li key={`${item.tipo}-${index}`}>{item.descripcion}</li>
        ))}
      </ul>
    </section>
  );

/**
 * The offer of the 'ofertas' queue as students will see it once validated: its title, company,
 * description, conditions, requirements and the company's presentation, in the order of the
 * students' offer page (this remote's own component: apps never import each other).
 */
export const OfferView = ({ offer, label }: { offer: OfferDetail; label: string }) => {
  const { t, i18n } = useTranslation('officeQueues', { keyPrefix: 'offer' });
  return (
    <section className="office-offer" aria-labelledby="office-offer-title">
      <p className="office-offer__label">{label}</p>
      <h3 id="office-offer-title" className="office-offer__title">
        {offer.titulo}
      </h3>
      <p className="office-offer__company">
        {offer.empresa} · {t(`type_${offer.tipo}`)}
      </p>
      {offer.fechaDestacada ? <span className="office-badge">{t('featured')}</span> : null}
      {offer.estudiaYtrabaja ? <span className="office-badge">{t('studyAndWork')}</span> : null}
      {offer.descripcion ? (
        <section>
          <h4>{t('description')}</h4>
          <p className="office-text">{offer.descripcion}</p>
        </section>
      ) : null}
      <section>
        <h4>{t('details')}</h4>
        <OfferFields offer={offer} />
        {offer.soloBecarios ? <p>{t('scholarshipOnly')}</p> : null}
        {offer.sinPracticasPendientes ? <p>{t('withoutPendingInternships')}</p> : null}
        {offer.requiereCvPropio ? <p>{t('ownCvRequired')}</p> : null}
      </section>
      <OfferWizardFacts facts={offer.datosOferta} language={i18n.language} heading="h4" />
      <Requirements title={t('requirementsMandatory')} items={offer.requisitosObligatorios} />
      <Requirements title={t('requirementsDesirable')} items={offer.requisitosDeseables} />
      <section>
        <h4>{t('company')}</h4>
        <p>
          <strong>{offer.empresaDatos.nombreComercial}</strong>
        </p>
        {offer.empresaDatos.descripcion ? <p className="office-text">{offer.empresaDatos.descripcion}</p> : null}
      </section>
    </section>
  );
};
