import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Status, type StudentAddress } from '@portal/contracts';
import { isApiError } from '@portal/api-client';
import { statusTextKey } from '@portal/i18n';
import { AddressFields, Notice, addressFieldIds, lazyModule, usePlaceDomains } from '@portal/ui';
import { cvApi, fieldErrorsOf } from '../api';
import { shownRefusal } from '../forms/FormFrame';
import { draftOf, requestOf, type AddressDraft, type AddressField } from '../address-draft';
import '../i18n';

const idPrefix = 'cv-address';

/** The form's own check (zod and the schema): fetched when the student first works on the address. */
const addressCheck = lazyModule(() => import(/* webpackChunkName: "cv-address-check" */ '../address-check'));
const ignore = () => undefined;

/** The element of each field, as the shared address fields name them from the prefix. */
const fieldIds: Record<AddressField, string> = addressFieldIds(idPrefix);

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

  const wordedFailures = (failures: { campo: AddressField; regla: string }[]): FieldErrors =>
    Object.fromEntries(failures.map(({ campo, regla }) => [campo, t(`rules.${regla}`)]));

  /** The rules the form can check itself, once their code is here (it is, after a save was tried). */
  const clientFailures = (next: AddressDraft) => addressCheck.loaded()?.clientFailures(next, loaded) ?? [];

  const change = (next: AddressDraft) => {
    setDraft(next);
    if (saveState.kind === 'saved') setSaveState({ kind: 'idle' });
    // Once a save was refused, the marks follow the corrections as they are made.
    if (saveState.kind === 'failed') setErrors(wordedFailures(clientFailures(next)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await addressCheck.load();
    } catch {
      // The check's code did not arrive: nothing was sent; the network failure is said above the form.
      setErrors({});
      setSaveState({ kind: 'failed', status: Status.serviceUnavailable });
      summaryRef.current?.focus();
      return;
    }
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

  return (
    <section className="portal-card" aria-labelledby="cv-address">
      <h2 id="cv-address">{t('address')}</h2>
      {hasSaved ? null : <p data-testid="cv-address-empty">{t('addressEmpty')}</p>}
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        onFocus={() => void addressCheck.load().catch(ignore)}
        aria-describedby="cv-address-required-note"
      >
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
        <AddressFields
          idPrefix={idPrefix}
          value={draft}
          onChange={change}
          errors={errors}
          fields={[
            { field: 'direccion', label: t('street'), required: true, maxLength: 200, autoComplete: 'address-line1' },
            { field: 'direccionNumero', label: t('number'), required: true, maxLength: 20 },
            { field: 'direccionPiso', label: t('floor'), maxLength: 20 },
            { field: 'direccionPuerta', label: t('door'), maxLength: 20 },
            { field: 'cp', label: t('postalCode'), required: true, maxLength: 12, autoComplete: 'postal-code' },
          ]}
        />
        <button type="submit" className="portal-button" disabled={saveState.kind === 'saving'}>
          {saveState.kind === 'saving' ? t('saving') : t('save')}
        </button>
      </form>
    </section>
  );
};
