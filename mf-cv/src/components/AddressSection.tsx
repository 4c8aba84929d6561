import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addressRuleFailures, Status, type StudentAddress } from '@portal/contracts';
import { isApiError } from '@portal/api-client';
import { statusTextKey } from '@portal/i18n';
import { Notice, PlaceFields, StreetTypeSelect, usePlaceDomains } from '@portal/ui';
import { cvApi, fieldErrorsOf } from '../api';
import { shownRefusal } from '../forms/FormFrame';
import {
  clientReference,
  draftOf,
  normalise,
  requestOf,
  type AddressDraft,
  type AddressField,
} from '../address-draft';
import '../i18n';

const idPrefix = 'cv-address';

/** The element of each field, as PlaceFields and StreetTypeSelect name them from the prefix. */
const fieldIds: Record<AddressField, string> = {
  idTipoVia: `${idPrefix}-street-type`,
  direccion: `${idPrefix}-street`,
  direccionNumero: `${idPrefix}-number`,
  direccionPiso: `${idPrefix}-floor`,
  direccionPuerta: `${idPrefix}-door`,
  cp: `${idPrefix}-postal-code`,
  idPais: `${idPrefix}-country`,
  idProvincia: `${idPrefix}-province`,
  provinciaOtros: `${idPrefix}-province`,
  idLocalidad: `${idPrefix}-municipality`,
  localidadOtros: `${idPrefix}-municipality`,
  idIsla: `${idPrefix}-island`,
};
const errorIdOf = (field: AddressField) => `${idPrefix}-${field}-error`;

/** The fields drawn by the shared selects: their errors go right below them. */
const placeFields: AddressField[] = [
  'idPais',
  'idProvincia',
  'provinciaOtros',
  'idIsla',
  'idLocalidad',
  'localidadOtros',
];
/** The fields whose elements the shared components render. */
const sharedFields: AddressField[] = [...placeFields, 'idTipoVia'];
const placeLabelKeys: Partial<Record<AddressField, string>> = {
  idPais: 'places:country',
  idProvincia: 'places:province',
  provinciaOtros: 'places:province',
  idLocalidad: 'places:municipality',
  localidadOtros: 'places:municipality',
  idIsla: 'places:island',
};

type FieldErrors = Partial<Record<AddressField, string>>;
type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; status: number };

const isAddressField = (campo: string): campo is AddressField => campo in fieldIds;

/**
 * The student's home address: the saved one (or an empty form), edited with the portal's place
 * selects and saved with POST editDomicilio. The rules of the server run here first; whatever the
 * server still refuses is shown on its field.
 */
export const AddressSection = ({ saved }: { saved: StudentAddress | null }) => {
  const { t } = useTranslation('cv');
  const { language, loaded } = usePlaceDomains();
  const [draft, setDraft] = useState<AddressDraft>(() => draftOf(saved));
  const [hasSaved, setHasSaved] = useState(saved !== null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const summaryRef = useRef<HTMLDivElement>(null);

  // PlaceFields and StreetTypeSelect own their elements: mark them invalid and point them at
  // their messages from here (the list/text input swaps as the cascade changes, hence `draft`).
  useEffect(() => {
    const messagesOf = new Map<string, string[]>();
    for (const field of sharedFields) {
      const messages = messagesOf.get(fieldIds[field]) ?? [];
      if (errors[field]) messages.push(errorIdOf(field));
      messagesOf.set(fieldIds[field], messages);
    }
    for (const [elementId, messageIds] of messagesOf) {
      const element = document.getElementById(elementId);
      if (!element) continue;
      if (messageIds.length > 0) {
        element.setAttribute('aria-invalid', 'true');
        element.setAttribute('aria-describedby', messageIds.join(' '));
      } else {
        element.removeAttribute('aria-invalid');
        element.removeAttribute('aria-describedby');
      }
    }
  }, [errors, draft]);

  const wordedFailures = (failures: { campo: AddressField; regla: string }[]): FieldErrors =>
    Object.fromEntries(failures.map(({ campo, regla }) => [campo, t(`rules.${regla}`)]));

  /** The rules the form can check itself: the server's, over the domains it shows. */
  const clientFailures = (next: AddressDraft) => {
    const normalised = normalise(requestOf(next));
    if ('failures' in normalised) return normalised.failures;
    return loaded ? addressRuleFailures(normalised.input, clientReference(loaded)) : [];
  };

  const change = (next: AddressDraft) => {
    setDraft(next);
    if (saveState.kind === 'saved') setSaveState({ kind: 'idle' });
    // Once a save was refused, the marks follow the corrections as they are made.
    if (saveState.kind === 'failed') setErrors(wordedFailures(clientFailures(next)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const failures = clientFailures(draft);
    if (failures.length > 0) {
      setErrors(wordedFailures(failures));
      setSaveState({ kind: 'failed', status: Status.missingMandatoryData });
      document.getElementById(fieldIds[failures[0]!.campo])?.focus();
      return;
    }
    setErrors({});
    setSaveState({ kind: 'saving' });
    try {
      const address = await cvApi.saveAddress(requestOf(draft), language, { silent: true });
      setDraft(draftOf(address));
      setHasSaved(true);
      setSaveState({ kind: 'saved' });
    } catch (error) {
      const refused = fieldErrorsOf(error).filter((failure) => isAddressField(failure.campo));
      setErrors(Object.fromEntries(refused.map(({ campo, mensaje }) => [campo, mensaje])));
      setSaveState({ kind: 'failed', status: isApiError(error) ? error.status : Status.serviceUnavailable });
      const first = refused[0];
      if (first && isAddressField(first.campo)) document.getElementById(fieldIds[first.campo])?.focus();
      else summaryRef.current?.focus();
    }
  };

  const errorText = (field: AddressField) =>
    errors[field] ? (
      <span id={errorIdOf(field)} className="portal-field__error">
        {errors[field]}
      </span>
    ) : null;

  const textField = (
    field: 'direccion' | 'direccionNumero' | 'direccionPiso' | 'direccionPuerta' | 'cp',
    label: string,
    {
      required = false,
      maxLength,
      autoComplete,
    }: { required?: boolean; maxLength: number; autoComplete?: string },
  ) => (
    <div className="portal-field">
      <label htmlFor={fieldIds[field]}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={fieldIds[field]}
        type="text"
        value={draft[field]}
        required={required}
        maxLength={maxLength}
        autoComplete={autoComplete}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? errorIdOf(field) : undefined}
        onChange={(event) => change({ ...draft, [field]: event.target.value })}
      />
      {errorText(field)}
    </div>
  );

  const placeErrors = placeFields.filter((field) => errors[field]);
  return (
    <section className="portal-card" aria-labelledby="cv-address">
      <h2 id="cv-address">{t('address')}</h2>
      {hasSaved ? null : <p data-testid="cv-address-empty">{t('addressEmpty')}</p>}
      <form noValidate onSubmit={(event) => void submit(event)} aria-describedby="cv-address-required-note">
        <p id="cv-address-required-note">{t('requiredNote')}</p>
        <div ref={summaryRef} tabIndex={-1}>
          {saveState.kind === 'failed' ? (
            <Notice tone="error" title={t(statusTextKey(shownRefusal(saveState.status), 'titulo'))}>
              <p>
                {saveState.status === Status.missingMandatoryData
                  ? t('reviewForm')
                  : t(statusTextKey(saveState.status, 'cuerpo'))}
              </p>
            </Notice>
          ) : null}
          {saveState.kind === 'saved' ? <Notice tone="success" title={t('addressSaved')} /> : null}
        </div>
        <PlaceFields
          idPrefix={idPrefix}
          value={draft.place}
          onChange={(place) => change({ ...draft, place })}
          required
        />
        {placeErrors.length > 0 ? (
          <ul>
            {placeErrors.map((field) => (
              <li key={field} id={errorIdOf(field)} className="portal-field__error">
                {`${t(placeLabelKeys[field] ?? field)}: ${errors[field]}`}
              </li>
            ))}
          </ul>
        ) : null}
        <StreetTypeSelect
          id={fieldIds.idTipoVia}
          value={draft.idTipoVia}
          onChange={(idTipoVia) => change({ ...draft, idTipoVia })}
          required
        />
        {errorText('idTipoVia')}
        {textField('direccion', t('street'), {
          required: true,
          maxLength: 200,
          autoComplete: 'address-line1',
        })}
        {textField('direccionNumero', t('number'), { required: true, maxLength: 20 })}
        {textField('direccionPiso', t('floor'), { maxLength: 20 })}
        {textField('direccionPuerta', t('door'), { maxLength: 20 })}
        {textField('cp', t('postalCode'), { required: true, maxLength: 12, autoComplete: 'postal-code' })}
        <button type="submit" className="portal-button" disabled={saveState.kind === 'saving'}>
          {saveState.kind === 'saving' ? t('saving') : t('save')}
        </button>
      </form>
    </section>
  );
};
