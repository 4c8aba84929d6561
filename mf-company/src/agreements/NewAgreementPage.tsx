import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Status, agreementFileRules, type CompanyAddress, type CompanyContactRecord } from '@portal/contracts';
import { isApiError } from '@portal/api-client';
import {
  addressFieldIds,
  bringIntoView,
  failureStatus,
  fileRuleBroken,
  LoadState,
  Notice,
  PageHeading,
  readFileAsBase64,
  saveBlob,
  StatusNotice,
  useApiData,
  useLanguage,
} from '@portal/ui';
import { agreementsApi } from './api';
import {
  CompanyAddressFields,
  addressDraftOf,
  addressRequestOf,
  type AddressDraft,
} from '../common/CompanyAddressFields';
import { useAddressText } from '../common/address-text';
import { ContactForm } from './ContactForm';
import { useContactAddress } from './use-contact-address';
import './i18n';
import '../company.css';

const newOption = 'nuevo';
const addressPrefix = 'agreement-address';

/** The label a refused field goes by in the form's summary (the address's from the shared place words). */
const summaryLabelKeys: Record<string, string> = {
  idFirmanteConvenio: 'signatory',
  ficheroCopiaEscritura: 'deed',
  direccion: 'direccion',
  direccionNumero: 'streetNumber',
  cp: 'cp',
  idTipoVia: 'places:streetType',
  idPais: 'places:country',
  idProvincia: 'places:province',
  provinciaOtros: 'places:province',
  idLocalidad: 'places:municipality',
  localidadOtros: 'places:municipality',
};

/** An address field's value in the draft (the place's fields live in `place`). */
const addressValueOf = (draft: AddressDraft, field: string): unknown =>
  field in draft.place ? draft.place[field as keyof AddressDraft['place']] : draft[field as keyof AddressDraft];

type Failure = { status: number } | null;

/** The chosen signatory's data, as the selector loads it. */
const SignatoryCard = ({ contact }: { contact: CompanyContactRecord }) => {
  const { t } = useTranslation('companyAgreements');
  return (
    <dl className="company-signatory" data-testid="signatory-data">
      <dt>{t('nombre')}</dt>
      <dd>{`${contact.tratamiento ? `${contact.tratamiento} ` : ''}${contact.nameComplet}`}</dd>
      <dt>{t('nif')}</dt>
      <dd>{contact.nif ?? '—'}</dd>
      <dt>{t('puesto')}</dt>
      <dd>{contact.puesto ?? '—'}</dd>
      <dt>{t('email')}</dt>
      <dd>{contact.email}</dd>
    </dl>
  );
};

const AgreementForm = ({ signatories: loaded, saved }: { signatories: CompanyContactRecord[]; saved: CompanyAddress | null }) => {
  const { t } = useTranslation(['companyAgreements', 'places']);
  const language = useLanguage();
  const id = useId();
  const withAddress = useContactAddress();
  // Kept here: a signatory created on this page joins the list without reloading the page's data.
  const [signatories, setSignatories] = useState(loaded);
  const [signatory, setSignatory] = useState<string>('');
  const [createdNotice, setCreatedNotice] = useState(false);
  const [deed, setDeed] = useState<File | null>(null);
  const [address, setAddress] = useState<AddressDraft>(() => addressDraftOf(saved));
  const [editingAddress, setEditingAddress] = useState(saved === null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<Failure>(null);
  // The summary of refused fields comes into view below the sticky header and takes the focus
  // each time the request is refused: the button that sent it is at the bottom of a long form.
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure?.status === Status.missingMandatoryData && summary.current) bringIntoView(summary.current);
  }, [failure]);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const addressLine = useAddressText()(addressRequestOf(address));
  const chosen = signatories.find((contact) => String(contact.id) === signatory);

  // Failed validation: back to the top, where the summary is (spec 001 §2).
  useEffect(() => {
    if (failure) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [failure]);

  // A field changed is no longer refused: its message leaves the field and the summary.
  const changeAddress = (next: AddressDraft) => {
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => addressValueOf(address, field) === addressValueOf(next, field))),
    );
    setAddress(next);
  };

  const chooseDeed = (file: File | null) => {
    setDeed(file);
    const broken = file ? fileRuleBroken(file, agreementFileRules) : null;
    setErrors((current) => {
      const { ficheroCopiaEscritura: _old, ...rest } = current;
      return broken ? { ...rest, ficheroCopiaEscritura: t(broken) } : rest;
    });
  };

  const clientErrors = (): Record<string, string> => {
    const found: Record<string, string> = {};
    if (!chosen) found.idFirmanteConvenio = t('required');
    if (!deed) found.ficheroCopiaEscritura = t('required');
    else {
      const broken = fileRuleBroken(deed, agreementFileRules);
      if (broken) found.ficheroCopiaEscritura = t(broken);
    }
    for (const field of ['direccion', 'direccionNumero', 'cp'] as const) if (!address[field].trim()) found[field] = t('required');
    if (address.cp.trim() && !/^\d+$/.test(address.cp.trim()) && address.place.idPais === 1) found.cp = t('invalidPostalCode');
    if (address.idTipoVia === null) found.idTipoVia = t('required');
    if (address.place.idPais === null) found.idPais = t('required');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = clientErrors();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      if (Object.keys(found).some((field) => field in addressFieldIds(addressPrefix))) setEditingAddress(true);
      setFailure({ status: Status.missingMandatoryData });
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      const answer = await agreementsApi.requestAgreement(
        {
          ...addressRequestOf(address),
          idFirmanteConvenio: chosen!.id,
          ficheroCopiaEscritura: { ficheroB64: await readFileAsBase64(deed!), extension_adjunto: 'pdf' },
        },
        language,
        { silent: true },
      );
      setDone(answer.idConvenio);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error) {
      const details = isApiError(error) ? (error.details as { errores?: { campo: string; mensaje: string }[] }) : undefined;
      const refused = Object.fromEntries((details?.errores ?? []).map(({ campo, mensaje }) => [campo, mensaje]));
      if (failureStatus(error) === Status.extensionNotAllowed) refused.ficheroCopiaEscritura = t('fileType');
      setErrors(refused);
      if (Object.keys(refused).some((field) => field in addressFieldIds(addressPrefix))) setEditingAddress(true);
      setFailure({ status: failureStatus(error) });
    } finally {
      setBusy(false);
    }
  };

  if (done !== null) {
    return (
      <div aria-live="polite">
        <StatusNotice status={536} tone="success" />
        <p className="company-actions">
          <button
            type="button"
            className="portal-button"
            onClick={() => void agreementsApi.agreementFile(done, 'documento', language).then((blob) => saveBlob(blob, `convenio-${done}.pdf`))}
          >
            {t('downloadAgreement')}
          </button>
          <Link className="portal-button portal-button--secondary" to="/subir-convenio-firmado">
            {t('seeAgreements')}
          </Link>
        </p>
      </div>
    );
  }

  /** The element of a refused field: the address's own ids, else this form's. */
  const fieldIdOf = (field: string) =>
    (addressFieldIds(addressPrefix) as Record<string, string>)[field] ?? `${id}-${field}`;

  const error = (field: string) =>
    errors[field] ? (
      <span id={`${id}-${field}-error`} className="portal-field__error">
        {errors[field]}
      </span>
    ) : null;

  return (
    <>
      <div aria-live="assertive" data-testid="agreement-summary" ref={summary} className="portal-status-notice">
        {failure?.status === Status.missingMandatoryData && Object.keys(errors).length > 0 ? (
          <Notice tone="error" title={t('reviewForm')}>
            <ul>
              {Object.entries(errors).map(([field, message]) => (
                <li key={field}>
                  <a
                    href={`#${fieldIdOf(field)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      const element = document.getElementById(fieldIdOf(field));
                      if (element) bringIntoView(element);
                    }}
                  >
                    {summaryLabelKeys[field] ? `${t(summaryLabelKeys[field])}: ${message}` : message}
                  </a>
                </li>
              ))}
            </ul>
          </Notice>
        ) : failure ? (
          <StatusNotice status={failure.status} tone="error" />
        ) : null}
      </div>
      <section className="portal-card" aria-labelledby={`${id}-signatory`}>
        <h2 id={`${id}-signatory`}>{t('stepSignatory')}</h2>
        <div className="portal-field">
          <label htmlFor={`${id}-idFirmanteConvenio`}>
            {t('signatory')}
            <span className="company-required"> *</span>
          </label>
          <select
            id={`${id}-idFirmanteConvenio`}
            value={signatory}
            aria-required
            aria-invalid={errors.idFirmanteConvenio ? true : undefined}
            aria-describedby={errors.idFirmanteConvenio ? `${id}-idFirmanteConvenio-error` : undefined}
            onChange={(event) => {
              setSignatory(event.target.value);
              setCreatedNotice(false);
              setErrors(({ idFirmanteConvenio: _old, ...rest }) => rest);
            }}
          >
            <option value="">{t('choose')}</option>
            {signatories.map((contact) => (
              <option key={contact.id} value={contact.id}>
                {contact.nameComplet}
              </option>
            ))}
            <option value={newOption}>{t('newSignatory')}</option>
          </select>
          {error('idFirmanteConvenio')}
        </div>
        {createdNotice ? <Notice tone="success" title={t('signatoryCreated')} /> : null}
        {chosen ? <SignatoryCard contact={chosen} /> : null}
        {signatory === newOption ? (
          <ContactForm
            type="FirmanteConvenio"
            contact={null}
            withAddress={withAddress}
            legend={t('newSignatoryLegend')}
            onCancel={() => setSignatory('')}
            onSaved={(newId) => {
              void agreementsApi.contactsOfType('FirmanteConvenio').then((list) => {
                setSignatories(list);
                setSignatory(String(newId));
                setErrors(({ idFirmanteConvenio: _old, ...rest }) => rest);
                setCreatedNotice(true);
              });
            }}
          />
        ) : null}
      </section>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <section className="portal-card" aria-labelledby={`${id}-deed`}>
          <h2 id={`${id}-deed`}>{t('stepDeed')}</h2>
          <div className="portal-field">
            <label htmlFor={`${id}-ficheroCopiaEscritura`}>
              {t('deed')}
              <span className="company-required"> *</span>
            </label>
            <input
              id={`${id}-ficheroCopiaEscritura`}
              type="file"
              accept="application/pdf,.pdf"
              aria-required
              aria-invalid={errors.ficheroCopiaEscritura ? true : undefined}
              aria-describedby={`${id}-deed-hint${errors.ficheroCopiaEscritura ? ` ${id}-ficheroCopiaEscritura-error` : ''}`}
              onChange={(event) => chooseDeed(event.target.files?.[0] ?? null)}
            />
            <span id={`${id}-deed-hint`} className="company-hint">
              {t('deedHint')}
            </span>
            {error('ficheroCopiaEscritura')}
          </div>
        </section>
        <section className="portal-card" aria-labelledby={`${id}-address`}>
          <h2 id={`${id}-address`}>{t('stepAddress')}</h2>
          {saved || !editingAddress ? (
            <address className="company-address" data-testid="company-address">
              {addressLine || t('noAddress')}
            </address>
          ) : (
            <p>{t('noAddress')}</p>
          )}
          {saved ? (
            <button type="button" className="portal-button portal-button--secondary" aria-expanded={editingAddress} onClick={() => setEditingAddress(!editingAddress)}>
              {editingAddress ? t('hideAddress') : t('editAddress')}
            </button>
          ) : null}
          {editingAddress ? (
            <CompanyAddressFields prefix={addressPrefix} draft={address} errors={errors} onChange={changeAddress} />
          ) : null}
        </section>
        <button type="submit" className="portal-button" disabled={busy}>
          {busy ? t('sending') : t('requestAgreement')}
        </button>
      </form>
    </>
  );
};

/**
 * The new collaboration agreement (spec 001 §2): the intro, (1) the signatory, one of the company's
 * agreement signatories or a new one created here, (2) the copy of the deed, PDF of 2 MB, (3) the
 * company address with its edit link; 'Solicitar convenio' → 536, and the generated agreement to
 * download.
 */
const NewAgreementPage = () => {
  const { t } = useTranslation('companyAgreements');
  const signatories = useApiData(() => agreementsApi.contactsOfType('FirmanteConvenio'), []);
  const address = useApiData(() => agreementsApi.companyAddress(), []);
  const both = {
    ...signatories,
    data: signatories.data && address.data !== undefined ? { signatories: signatories.data, address: address.data } : undefined,
    loading: signatories.loading || address.loading,
    error: signatories.error ?? address.error,
    reload: () => {
      signatories.reload();
      address.reload();
    },
  };
  return (
    <section>
      <PageHeading>{t('newAgreementTitle')}</PageHeading>
      <p>{t('newAgreementIntro')}</p>
      <LoadState state={both}>
        {({ signatories: list, address: saved }) => (
          <AgreementForm signatories={list} saved={saved} />
        )}
      </LoadState>
    </section>
  );
};

export default NewAgreementPage;
