import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CompanyData } from '@portal/contracts';
import {
  useLandOnHash,
  formatDate,
  lazyPart,
  LoadState,
  Notice,
  PageHeading,
  useApiData,
  useLanguage,
  useLoadedDomains,
} from '@portal/ui';
import { companyDataApi } from './api';
import { ReturnLink } from '../common/ReturnLink';
import { useAddressText } from '../common/address-text';
import { LateFormOutcome } from '../common/late-notices';
import { ValidationBadge } from './ValidationBadge';
import { WorkCentres } from './WorkCentres';
import type { FormResult } from './use-company-data-form';
import './i18n-summary';
import './i18n';
import '../agreements/i18n';
import '../company.css';

/** "ES91 •••• 1332": enough to recognise the account without showing it whole. */
const maskedIban = (iban: string) => `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;

// The editor's form, schema and form library arrive when the company opens it.
const DescriptionEditor = lazyPart(() => import('./DescriptionEditor'), {
  reserve: 'var(--company-description-editor-height)',
});

/** The description students read, and its editor (guardarDescripcionEmpresa → 507). */
const Description = ({ initial }: { initial: string | null }) => {
  const { t } = useTranslation('companyData');
  const [description, setDescription] = useState(initial);
  const [editing, setEditing] = useState(false);
  // What was typed stays typed after a cancel, for the next opening (as when the form stayed mounted).
  const [draft, setDraft] = useState(initial ?? '');
  const [outcome, setOutcome] = useState<FormResult>({ kind: 'idle' });
  return (
    <section className="portal-card" aria-labelledby="company-description">
      <h2 id="company-description">{t('description')}</h2>
      <div aria-live="polite">{outcome.kind === 'idle' ? null : <LateFormOutcome result={outcome} />}</div>
      {editing ? (
        <DescriptionEditor
          initial={draft}
          onSaved={(saved, aviso) => {
            setDescription(saved);
            setDraft(saved ?? '');
            setEditing(false);
            setOutcome({ kind: 'saved', aviso });
          }}
          onCancel={(typed) => {
            setDraft(typed);
            setEditing(false);
          }}
        />
      ) : (
        <>
          <p data-testid="company-description">{description ?? t('noDescription')}</p>
          <button
            type="button"
            className="portal-button portal-button--secondary"
            onClick={() => {
              setOutcome({ kind: 'idle' });
              setEditing(true);
            }}
          >
            {t('editDescription')}
          </button>
        </>
      )}
    </section>
  );
};

/** Every field of the company's data, named in the language shown. */
const CompanyDetails = ({ company }: { company: CompanyData }) => {
  const { t } = useTranslation('companyData');
  const language = useLanguage();
  const loaded = useLoadedDomains();
  const addressText = useAddressText();
  const named = (items: { id: number; descripcion: string }[] | undefined, id: number | null) =>
    // Until the reference lists arrive, an ellipsis rather than a bare id.
    id === null ? t('none') : items ? (items.find((item) => item.id === id)?.descripcion ?? String(id)) : '…';
  const domains = loaded?.domains;
  const rows: [string, string][] = [
    ...(company.pideTipoEmpresa ? ([[t('idTipoEmpresa'), named(domains?.tiposEmpresa, company.idTipoEmpresa)]] as [string, string][]) : []),
    ...(company.startup
      ? ([
          [t('fechaConstitucion'), formatDate(company.startup.fechaConstitucion, language)],
          [t('certificadaEnisa'), company.startup.certificadaEnisa ? t('yes') : t('no')],
        ] as [string, string][])
      : []),
    [t('idSector'), named(domains?.sectores, company.idSector)],
    [t('idAreaFuncional'), named(domains?.areasFuncionales, company.idAreaFuncional)],
    [t('idRangoEmpleados'), named(loaded?.lists?.rangosEmpleados, company.idRangoEmpleados)],
    [t('idRangoFacturacion'), named(loaded?.lists?.rangosFacturacion, company.idRangoFacturacion)],
    [t('cargo'), company.cargo ?? t('none')],
    [t('sedeCentral'), company.sedeCentral ?? t('none')],
    [t('web'), company.web ?? t('none')],
    [t('iban'), company.iban ? maskedIban(company.iban) : t('none')],
    [t('address'), company.domicilio ? addressText(company.domicilio) : t('none')],
    [t('DPO'), company.domicilio?.DPO ?? t('none')],
  ];
  return (
    <section className="portal-card" aria-labelledby="company-details">
      <h2 id="company-details">{t('dataTitle')}</h2>
      {company.fechaDatosCompletos ? (
        <p>{t('completedOn', { date: formatDate(company.fechaDatosCompletos, language) })}</p>
      ) : (
        <Notice tone="info" title={t('incomplete')} />
      )}
      <dl className="company-data-list" data-testid="company-details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Link to="/formulario-datos" className="portal-button">
        {t('editData')}
      </Link>
    </section>
  );
};

/** /mi-empresa: the company's data, its description and work centres, with links to edit them. */
const CompanyPage = () => {
  const { t } = useTranslation('company');
  const { t: tData } = useTranslation('companyData');
  const language = useLanguage();
  const company = useApiData(() => companyDataApi.company(), []);
  // A detour from the incorporation form lands on the work centres (#company-centres).
  useLandOnHash(company.data !== null && company.data !== undefined);
  return (
    <section>
      <PageHeading>{t('title')}</PageHeading>
      <ReturnLink />
      <LoadState state={company}>
        {(data) => (
          <div className="portal-list">
            <section className="portal-card" aria-labelledby="company-summary">
              <h2 id="company-summary" data-testid="company-name">
                {data.nombreComercial}
              </h2>
              <dl>
                <dt>{t('legalName')}</dt>
                <dd>{data.nombreFiscal}</dd>
                <dt>{t('cif')}</dt>
                <dd>{data.cif}</dd>
                <dt>{t('validation')}</dt>
                <dd>
                  <ValidationBadge validated={data.validada} />
                </dd>
                <dt>{t('activeOffers')}</dt>
                <dd>{t('activeOffersCount', { count: data.numOfertasActivas })}</dd>
              </dl>
              {data.fechaVerificacion ? (
                <p className="company-hint">
                  {tData('lockedReason', { date: formatDate(data.fechaVerificacion, language) })}
                </p>
              ) : null}
            </section>
            <CompanyDetails company={data} />
            <Description initial={data.descripcion} />
            <WorkCentres initial={data.centrosTrabajo} />
            <nav className="portal-card" aria-labelledby="company-more">
              <h2 id="company-more">{t('companyAgreements:moreTitle')}</h2>
              <ul>
                <li>
                  <Link to="/mi-empresa/contactos">{t('companyAgreements:contactsLink')}</Link>
                </li>
                <li>
                  <Link to="/subir-convenio-firmado">{t('companyAgreements:agreementsTitle')}</Link>
                </li>
                <li>
                  <Link to="/nuevo-convenio-colaboracion">{t('companyAgreements:newAgreementTitle')}</Link>
                </li>
              </ul>
            </nav>
          </div>
        )}
      </LoadState>
    </section>
  );
};

export default CompanyPage;
