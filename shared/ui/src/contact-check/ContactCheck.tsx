import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Status, Success, isWellFormedEmail, phoneProblem } from '@portal/contracts';
import { isApiError } from '@portal/api-client';
import { statusTextKey } from '@portal/i18n';
import { Notice } from '../components';
import './i18n';
import { FieldError } from '../forms/FieldError';

/** What the creation form gathers; the caller adds the e-mail, the company and the type. */
export interface NewContactFields {
  tratamiento?: 'D.' | 'Da.';
  nombre: string;
  apellidos: string;
  nif?: string;
  telefono1: string;
  puesto: string;
}

type Field = 'tratamiento' | 'nombre' | 'apellidos' | 'nif' | 'telefono1' | 'puesto';
type State =
  | { step: 'idle' }
  | { step: 'validated'; name: string; created: boolean }
  | { step: 'missing' }
  | { step: 'failed'; status: number };

const statusOf = (error: unknown) => (isApiError(error) ? error.status : Status.serviceUnavailable);

export interface ContactCheckProps {
  email: string;
  /** The e-mail field's label, said on the button ("Comprobar el contacto (E-mail del tutor)"). */
  label: string;
  /** Looks the contact up in the company: resolves with it, or fails with status 524 when it is not there. */
  find: (email: string) => Promise<{ nameComplet: string }>;
  /** Creates it; without it a missing contact is only reported, with `missingNote`. */
  create?: (fields: NewContactFields) => Promise<unknown>;
  /** Shown when the contact is missing and the caller may not create it. */
  missingNote?: string;
  /** Ask for the NIF too (signatories: the documents name it). */
  withNif?: boolean;
  /** Told when the contact is known to be in the company (found or created). */
  onValidated?: (email: string) => void;
}

/**
 * The proposal's check of a contact by e-mail (spec 001 §4): found in the company, it is shown as
 * validated; otherwise a form creates it ('Su contacto ha sido creado correctamente.'). Students
 * and companies use it with their own calls.
 */
export const ContactCheck = ({ email, label, find, create, missingNote, withNif = false, onValidated }: ContactCheckProps) => {
  const { t } = useTranslation('contactCheck');
  const { t: tAll } = useTranslation();
  const id = useId();
  const [state, setState] = useState<State>({ step: 'idle' });
  const [values, setValues] = useState<Record<Field, string>>({
    tratamiento: '',
    nombre: '',
    apellidos: '',
    nif: '',
    telefono1: '',
    puesto: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field | 'email', string>>>({});
  const [busy, setBusy] = useState(false);

  const check = async () => {
    if (!isWellFormedEmail(email.trim())) return setErrors({ email: t('checkEmailFirst') });
    setErrors({});
    setBusy(true);
    try {
      const contact = await find(email.trim());
      setState({ step: 'validated', name: contact.nameComplet, created: false });
      onValidated?.(email.trim());
    } catch (error) {
      setState(statusOf(error) === Success.emailNotActiveUser ? { step: 'missing' } : { step: 'failed', status: statusOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    if (!create) return;
    const found: Partial<Record<Field, string>> = {};
    for (const field of ['nombre', 'apellidos', 'puesto'] as const) {
      if (values[field].trim().length < 3) found[field] = values[field].trim() ? t('minThree') : t('required');
    }
    const phone = values.telefono1.trim() ? phoneProblem(values.telefono1) : 'required';
    if (phone !== null) found.telefono1 = t(phone === 'phone' ? 'badPhone' : phone);
    if (withNif && values.nif.trim().length < 9) found.nif = values.nif.trim() ? t('badNif') : t('required');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await create({
        ...(values.tratamiento === 'D.' || values.tratamiento === 'Da.' ? { tratamiento: values.tratamiento } : {}),
        nombre: values.nombre.trim(),
        apellidos: values.apellidos.trim(),
        ...(withNif ? { nif: values.nif.trim() } : {}),
        telefono1: values.telefono1.trim(),
        puesto: values.puesto.trim(),
      });
      setState({ step: 'validated', name: `${values.nombre.trim()} ${values.apellidos.trim()}`, created: true });
      onValidated?.(email.trim());
    } catch (error) {
      setState({ step: 'failed', status: statusOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const input = (field: Exclude<Field, 'tratamiento'>, text: string, type: 'text' | 'tel' = 'text') => (
    <div className="portal-field">
      <label htmlFor={`${id}-${field}`}>{text}</label>
      <input
        id={`${id}-${field}`}
        type={type}
        value={values[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
      />
      <FieldError id={`${id}-${field}-error`} message={errors[field]} />
    </div>
  );

  return (
    <div className="portal-contact-check">
      <button
        type="button"
        className="portal-button portal-button--secondary"
        disabled={busy}
        aria-describedby={errors.email ? `${id}-email-error` : undefined}
        onClick={() => void check()}
      >
        {t('check')} ({label})
      </button>
      <FieldError id={`${id}-email-error`} message={errors.email} />
      <div aria-live="polite">
        {state.step === 'validated' ? (
          <Notice tone="success" title={state.created ? t('created') : t('validated', { name: state.name })}>
            {state.created ? <p>{t('validated', { name: state.name })}</p> : null}
          </Notice>
        ) : null}
        {state.step === 'failed' ? (
          <Notice tone="error" title={tAll(statusTextKey(state.status, 'titulo'))}>
            <p>{tAll(statusTextKey(state.status, 'cuerpo'))}</p>
          </Notice>
        ) : null}
        {state.step === 'missing' && !create ? <Notice tone="info" title={missingNote ?? t('notFound')} /> : null}
      </div>
      {state.step === 'missing' && create ? (
        <fieldset className="portal-contact-check__form">
          <legend>{t('notFound')}</legend>
          <div className="portal-field">
            <label htmlFor={`${id}-tratamiento`}>{t('title')}</label>
            <select
              id={`${id}-tratamiento`}
              value={values.tratamiento}
              onChange={(event) => setValues((current) => ({ ...current, tratamiento: event.target.value }))}
            >
              <option value="">—</option>
              <option value="D.">D.</option>
              <option value="Da.">Da.</option>
            </select>
          </div>
          {input('nombre', t('firstName'))}
          {input('apellidos', t('lastNames'))}
          {withNif ? input('nif', t('nif')) : null}
          {input('telefono1', t('phone'), 'tel')}
          {input('puesto', t('position'))}
          <button type="button" className="portal-button" disabled={busy} onClick={() => void submit()}>
            {t('create')}
          </button>
        </fieldset>
      ) : null}
    </div>
  );
};
