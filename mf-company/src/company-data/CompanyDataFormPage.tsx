import { FormProvider, useWatch, type FieldValues } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  companyDetailsRequest,
  startupCompanyTypeId,
  type CompanyData,
  type CompanyDetailsRequest,
} from '@portal/contracts';
import {
  formatDate,
  LoadState,
  PageHeading,
  useApiData,
  useLandOnHash,
  useLanguage,
  useLoadedDomains,
} from '@portal/ui';
import { companyDataApi } from './api';
import { AddressFields, addressFailures, emptyAddress } from '../common/AddressFields';
import { FieldMessages, FormField, type Option } from '../common/FormField';
import { FormOutcome } from '../common/FormOutcome';
import { useCompanyDataForm } from './use-company-data-form';
import './i18n';
import '../offers/wizard/i18n';
import '../company.css';

/** A select's text as the contract's id: the empty choice is null. */
const asId = { setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value)) };

const defaultsOf = (company: CompanyData): FieldValues => ({
  cif: company.cif,
  nombreFiscal: company.nombreFiscal,
  nombreComercial: company.nombreComercial,
  idTipoEmpresa: company.idTipoEmpresa,
  startup: company.startup ?? { fechaConstitucion: '', certificadaEnisa: false },
  idSector: company.idSector,
  idAreaFuncional: company.idAreaFuncional,
  idRangoEmpleados: company.idRangoEmpleados,
  idRangoFacturacion: company.idRangoFacturacion,
  cargo: company.cargo ?? '',
  sedeCentral: company.sedeCentral ?? '',
  web: company.web ?? '',
  iban: company.iban ?? '',
  domicilio: company.domicilio
    ? {
        ...company.domicilio,
        direccionEscalera: company.domicilio.direccionEscalera ?? '',
        direccionPiso: company.domicilio.direccionPiso ?? '',
        direccionPuerta: company.domicilio.direccionPuerta ?? '',
        DPO: company.domicilio.DPO ?? '',
      }
    : emptyAddress(true),
});

/** The request: the startup data only for a startup, the company type only when the brand asks for it. */
const requestOf = (company: CompanyData) => (values: FieldValues): FieldValues => ({
  ...values,
  idTipoEmpresa: company.pideTipoEmpresa ? values.idTipoEmpresa : null,
  startup: company.pideTipoEmpresa && values.idTipoEmpresa === startupCompanyTypeId ? values.startup : null,
});

/** The CIF and legal name once verified: shown, not editable, with the reason. */
const LockedField = ({ label, value, date }: { label: string; value: string; date: string }) => {
  const { t } = useTranslation('companyData');
  const language = useLanguage();
  return (
    <div className="portal-field">
      <span className="company-locked__label">{label}</span>
      <strong>{value}</strong>
      <span className="company-hint">{t('lockedReason', { date: formatDate(date, language) })}</span>
    </div>
  );
};

const StartupFields = () => {
  const { t } = useTranslation('companyData');
  const type: unknown = useWatch({ name: 'idTipoEmpresa' });
  if (type !== startupCompanyTypeId) return null;
  return (
    <fieldset className="portal-fieldset company-form-grid">
      <legend>{t('startup')}</legend>
      <FormField name="startup.fechaConstitucion" label={t('fechaConstitucion')} kind="date" required hint={t('startupHint')} />
      <FormField name="startup.certificadaEnisa" label={t('certificadaEnisa')} kind="checkbox" />
    </fieldset>
  );
};

const CompanyDataForm = ({ company }: { company: CompanyData }) => {
  const { t } = useTranslation('companyData');
  const loaded = useLoadedDomains();
  const { form, submit, result, messages } = useCompanyDataForm({
    schema: companyDetailsRequest,
    defaultValues: defaultsOf(company),
    prepare: requestOf(company),
    extra: (values) => addressFailures('domicilio', values.domicilio, loaded),
    save: (values, language) =>
      companyDataApi.saveCompany(values as CompanyDetailsRequest, language, { silent: true }),
  });
  const options = (items: { id: number; descripcion: string }[] | undefined): Option[] =>
    (items ?? []).map((item) => ({ value: item.id, label: item.descripcion }));
  const domains = loaded?.domains;
  const lists = loaded?.lists;
  const locked = new Set(company.bloqueados);
  // A refusal's fix (72, 535: the IBAN) lands on its field, and leads back to the offer it left.
  useLandOnHash(true);
  const [search] = useSearchParams();
  const returnTo = search.get('volver');
  return (
    <FieldMessages.Provider value={messages}>
      <FormOutcome result={result} />
      {result.kind === 'saved' ? (
        <p>
          {returnTo?.startsWith('/') && !returnTo.startsWith('//') ? (
            <Link to={returnTo}>{t('backToOffer')}</Link>
          ) : (
            <Link to="/mi-empresa">{t('backToCompany')}</Link>
          )}
        </p>
      ) : null}
      <FormProvider {...form}>
        <form
          className="company-data-form"
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-describedby="company-data-required-note"
        >
          <p id="company-data-required-note">{t('requiredNote')}</p>
          <fieldset className="portal-fieldset company-form-grid">
            <legend>{t('fiscal')}</legend>
            {locked.has('cif') ? (
              <LockedField label={t('cif')} value={company.cif} date={company.fechaVerificacion!} />
            ) : (
              <FormField name="cif" label={t('cif')} required />
            )}
            {locked.has('nombreFiscal') ? (
              <LockedField label={t('nombreFiscal')} value={company.nombreFiscal} date={company.fechaVerificacion!} />
            ) : (
              <FormField name="nombreFiscal" label={t('nombreFiscal')} required />
            )}
            <FormField name="nombreComercial" label={t('nombreComercial')} required />
          </fieldset>
          <fieldset className="portal-fieldset company-form-grid">
            <legend>{t('activity')}</legend>
            {company.pideTipoEmpresa ? (
              <FormField
                name="idTipoEmpresa"
                label={t('idTipoEmpresa')}
                kind="select"
                options={options(domains?.tiposEmpresa)}
                required
                registerOptions={asId}
              />
            ) : null}
            <FormField name="idSector" label={t('idSector')} kind="select" options={options(domains?.sectores)} required registerOptions={asId} />
            <FormField
              name="idAreaFuncional"
              label={t('idAreaFuncional')}
              kind="select"
              options={options(domains?.areasFuncionales)}
              required
              registerOptions={asId}
            />
            <FormField
              name="idRangoEmpleados"
              label={t('idRangoEmpleados')}
              kind="select"
              options={options(lists?.rangosEmpleados)}
              registerOptions={asId}
            />
            <FormField
              name="idRangoFacturacion"
              label={t('idRangoFacturacion')}
              kind="select"
              options={options(lists?.rangosFacturacion)}
              registerOptions={asId}
            />
          </fieldset>
          {company.pideTipoEmpresa ? <StartupFields /> : null}
          <fieldset className="portal-fieldset company-form-grid">
            <legend>{t('contactAndSite')}</legend>
            <FormField name="cargo" label={t('cargo')} required hint={t('cargoHint')} />
            <FormField name="sedeCentral" label={t('sedeCentral')} required hint={t('sedeCentralHint')} />
            <FormField name="web" label={t('web')} kind="url" />
          </fieldset>
          <fieldset id="iban" className="portal-fieldset company-form-grid">
            <legend>{t('bank')}</legend>
            <FormField
              name="iban"
              label={t('iban')}
              required={company.requiereIban}
              hint={company.requiereIban ? t('ibanHint') : undefined}
            />
          </fieldset>
          <fieldset className="portal-fieldset">
            <legend>{t('address')}</legend>
            <AddressFields name="domicilio" idPrefix="company-address" withCompanyFields />
          </fieldset>
          <div className="company-actions">
            <button type="submit" className="portal-button" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? t('saving') : t('save')}
            </button>
            <Link to="/mi-empresa">{t('cancel')}</Link>
          </div>
        </form>
      </FormProvider>
    </FieldMessages.Provider>
  );
};

/** /formulario-datos: every field of the company's data in one form (editaEmpresaCompletos → 539). */
const CompanyDataFormPage = () => {
  const { t } = useTranslation('companyData');
  const company = useApiData(() => companyDataApi.company(), []);
  return (
    <section>
      <PageHeading>{t('dataTitle')}</PageHeading>
      <LoadState state={company}>{(data) => <CompanyDataForm company={data} />}</LoadState>
    </section>
  );
};

export default CompanyDataFormPage;
