import { Fragment, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OfferDetail, OfferRequirement } from '@portal/contracts';
import {
  formatDate,
  LoadState,
  OfferWizardFacts,
  PageHeading,
  useApiData,
  useDocumentLabel,
  useLanguage,
} from '@portal/ui';
import { offersApi } from '../api';
import { ApplyPanel } from '../components/ApplyPanel';
import { offerTypeOfPath, offersPathOf } from '../paths';
import '../i18n';
import '../offers.css';

/** Every filled field of the offer as term and value; empty ones are left out. */
const OfferFields = ({ offer }: { offer: OfferDetail }) => {
  const { t, i18n } = useTranslation('offers');
  const language = i18n.language;
  const number = new Intl.NumberFormat(language === 'en' ? 'en-GB' : `${language}-ES`);
  const documentName = useDocumentLabel();
  const fields: [string, ReactNode][] = [
    ['field_publicada', formatDate(offer.fecha, language)],
    ['field_provincia', offer.provincia],
    ['field_isla', offer.nombreIsla],
    ['field_sector', offer.sector],
    [
      'field_modalidad',
      offer.tipoModalidadAsistencia ? t(`modality_${offer.tipoModalidadAsistencia}`) : null,
    ],
    ['field_contrato', offer.contrato],
    ['field_salario', offer.salario === null ? null : t('euros', { value: number.format(offer.salario) })],
    [
      'field_dedicacion',
      offer.tiempoDedicacionJornada === null ? null : t('percent', { value: number.format(offer.tiempoDedicacionJornada) }),
    ],
    ['field_meses', offer.meses === null ? null : t('months', { count: offer.meses })],
    ['field_plazas', offer.plazas],
    ['field_horario', offer.horario],
    ['field_horasAldia', offer.horasAldia === null ? null : number.format(offer.horasAldia)],
    ['field_numeroDiasSemana', offer.numeroDiasSemana],
    ['field_fechaInicio', offer.fechaInicio ? formatDate(offer.fechaInicio, language) : null],
    ['field_fechaFin', offer.fechaFin ? formatDate(offer.fechaFin, language) : null],
    ['field_fechaCaducidad', offer.fechaCaducidad ? formatDate(offer.fechaCaducidad, language) : null],
    ['field_titulaciones', offer.titulacionesNombres.length > 0 ? offer.titulacionesNombres.join(', ') : null],
    [
      'field_niveles',
      offer.niveles.length > 0 ? offer.niveles.map((level) => t(`level_${level}`)).join(', ') : null,
    ],
    [
      'field_creditosMinimos',
      offer.creditosMinimos === null ? null : t('percent', { value: offer.creditosMinimos }),
    ],
    [
      'field_documentos',
      offer.documentosRequeridos.length > 0 ? offer.documentosRequeridos.map(documentName).join(', ') : null,
    ],
  ];
  return (
    <dl>
      {fields
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([key, value]) => (
          <Fragment key={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
    </dl>
  );
};

const Requirements = ({ title, items }: { title: string; items: OfferRequirement[] }) =>
  items.length === 0 ? null : (
    <section>
      <h2>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={`${item.tipo}-${item.valor ?? ''}`}>{item.descripcion}</li>
        ))}
      </ul>
    </section>
  );

/** The detail of an offer (spec 000 §2.2, 001 §3) with applying and withdrawing. */
const OfferDetailPage = () => {
  const { t } = useTranslation('offers');
  const { id = '' } = useParams();
  const language = useLanguage();
  const type = offerTypeOfPath(useLocation().pathname);
  const offer = useApiData(() => offersApi.offer(id, language), [id, language]);

  return (
    <article className="offers-detail">
      <p>
        <Link to={offersPathOf(type)}>{t('back')}</Link>
      </p>
      <LoadState state={offer}>
        {(detail) => (
          <>
            <PageHeading>{detail.titulo}</PageHeading>
            <p className="offers-card__company">{detail.empresa}</p>
            {detail.fechaDestacada ? <span className="offers-card__badge">{t('featured')}</span> : null}
            {detail.estudiaYtrabaja ? <span className="offers-card__badge">{t('studyAndWork')}</span> : null}
            <ApplyPanel offer={detail} />
            {detail.descripcion ? (
              <section>
                <h2>{t('description')}</h2>
                <p>{detail.descripcion}</p>
              </section>
            ) : null}
            <section>
              <h2>{t('details')}</h2>
              <OfferFields offer={detail} />
              {detail.soloBecarios ? <p>{t('scholarshipOnly')}</p> : null}
              {detail.sinPracticasPendientes ? <p>{t('withoutPendingInternships')}</p> : null}
              {detail.requiereCvPropio ? <p>{t('ownCvRequired')}</p> : null}
            </section>
            <OfferWizardFacts facts={detail.datosOferta} language={language} />
            <Requirements title={t('requirementsMandatory')} items={detail.requisitosObligatorios} />
            <Requirements title={t('requirementsDesirable')} items={detail.requisitosDeseables} />
            <section>
              <h2>{t('company')}</h2>
              <p>
                <strong>{detail.empresaDatos.nombreComercial}</strong>
              </p>
              {detail.empresaDatos.descripcion ? <p>{detail.empresaDatos.descripcion}</p> : null}
            </section>
          </>
        )}
      </LoadState>
    </article>
  );
};

export default OfferDetailPage;
