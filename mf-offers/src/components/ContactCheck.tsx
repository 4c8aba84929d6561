import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Status, isWellFormedEmail, type ProposalContactRole } from '@portal/contracts';
import { isApiError } from '@portal/api-client';
import { Notice } from '@portal/ui';
import { offersApi } from '../api';
import { FailureNotice } from './StatusNotice';

type Field = 'tratamiento' | 'nombre' | 'apellidos' | 'telefono1' | 'puesto';
type State =
  | { step: 'idle' }
  | { step: 'validated'; name: string; created: boolean }
  | { step: 'missing' }
  | { step: 'failed'; error: unknown };

/**
 * The proposal's check of a contact by e-mail (spec 001 §4): found in the company, it is shown as
 * validated; otherwise a form creates it ("Su contacto ha sido creado correctamente.").
 */
export const ContactCheck = ({
  role,
  companyId,
  email,
  label,
}: {
  role: ProposalContactRole;
  companyId: number;
  email: string;
  label: string;
}) => {
  const { t } = useTranslation('offers');
  const id = useId();
  const [state, setState] = useState<State>({ step: 'idle' });
  const [values, setValues] = useState<Record<Field, string>>({
    tratamiento: '',
    nombre: '',
    apellidos: '',
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
      const contact = await offersApi.contactByEmail(email.trim(), companyId, { silent: true });
      setState({ step: 'validated', name: contact.nameComplet, created: false });
    } catch (error) {
      setState(
        isApiError(error) && error.status === Status.email ? { step: 'missing' } : { step: 'failed', error },
      );
    } finally {
      setBusy(false);
    }
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    for (const field of ['nombre', 'apellidos', 'puesto'] as const) {
      if (values[field].trim().length < 3)
        found[field] = values[field].trim() ? t('minThree') : t('required');
    }
    if (!/^\d{9,14}$/.test(values.telefono1.trim()))
      found.telefono1 = values.telefono1.trim() ? t('badPhone') : t('required');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await offersApi.addContact(
        role,
        {
          idEmpresa: companyId,
          ...(values.tratamiento === 'D.' || values.tratamiento === 'Da.'
            ? { tratamiento: values.tratamiento }
            : {}),
          nombre: values.nombre.trim(),
          apellidos: values.apellidos.trim(),
          email: email.trim(),
          telefono1: values.telefono1.trim(),
          puesto: values.puesto.trim(),
        },
        { silent: true },
      );
      setState({
        step: 'validated',
        name: `${values.nombre.trim()} ${values.apellidos.trim()}`,
        created: true,
      });
    } catch (error) {
      setState({ step: 'failed', error });
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
        aria-invalid={Boolean(errors[field])}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
      />
      {errors[field] ? (
        <span id={`${id}-${field}-error`} className="portal-field__error">
          {errors[field]}
        </span>
      ) : null}
    </div>
  );

  return (
    <div className="offers-contact-check">
      <button
        type="button"
        className="portal-button portal-button--secondary"
        disabled={busy}
        aria-describedby={errors.email ? `${id}-email-error` : undefined}
        onClick={() => void check()}
      >
        {t('contactCheck')} ({label})
      </button>
      {errors.email ? (
        <span id={`${id}-email-error`} className="portal-field__error">
          {errors.email}
        </span>
      ) : null}
      <div aria-live="polite">
        {state.step === 'validated' ? (
          <Notice
            tone="success"
            title={state.created ? t('contactCreated') : t('contactValidated', { name: state.name })}
          >
            {state.created ? <p>{t('contactValidated', { name: state.name })}</p> : null}
          </Notice>
        ) : null}
        {state.step === 'failed' ? <FailureNotice error={state.error} /> : null}
      </div>
      {state.step === 'missing' ? (
        <fieldset className="offers-contact-form">
          <legend>{t('contactNotFound')}</legend>
          <div className="portal-field">
            <label htmlFor={`${id}-tratamiento`}>{t('contactTitle')}</label>
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
          {input('nombre', t('contactFirstName'))}
          {input('apellidos', t('contactLastNames'))}
          {input('telefono1', t('contactPhone'), 'tel')}
          {input('puesto', t('contactPosition'))}
          <button
            type="button"
            className="portal-button"
            disabled={busy}
            onClick={(event) => void create(event)}
          >
            {t('contactCreate')}
          </button>
        </fieldset>
      ) : null}
    </div>
  );
};
