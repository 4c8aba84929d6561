import { useState } from 'react';
import { isWellFormedEmail } from '@portal/contracts';
import { ContactCheck, type ContactCheckProps } from '../contact-check/ContactCheck';
import { FieldError } from '../forms/FieldError';

/** The parts every internship proposal has, whoever makes it (a company or a student). */
export type ProposalContactField = 'emailTutor' | 'emailFirmante' | 'descripcion';

/** A description shorter than this says nothing of the internship. */
export const proposalDescriptionMinLength = 10;

/** The words of the rules, in the proposing form's language. */
export interface ProposalRuleWords {
  required: string;
  badEmail: string;
  tooShort: string;
}

/**
 * The rules of a proposal's contacts and description (spec 001 §7, the student's /propuesta-practicas):
 * both e-mails required and well formed, a description of ten characters or more.
 */
export const proposalContactProblems = (
  values: Record<ProposalContactField, string>,
  words: ProposalRuleWords,
): Partial<Record<ProposalContactField, string>> => {
  const found: Partial<Record<ProposalContactField, string>> = {};
  for (const field of ['emailTutor', 'emailFirmante'] as const) {
    if (!values[field].trim()) found[field] = words.required;
    else if (!isWellFormedEmail(values[field].trim())) found[field] = words.badEmail;
  }
  const description = values.descripcion.trim();
  if (description.length < proposalDescriptionMinLength) found.descripcion = description ? words.tooShort : words.required;
  return found;
};

/**
 * A proposal form's values and refusals: a change clears its field's refusal (and tells `onSet`,
 * for what the field decides, such as a look-up to make again); `fieldProps` ties a field to both.
 */
export const useProposalValues = <F extends string>(
  idPrefix: string,
  initial: Record<F, string>,
  onSet?: (field: F) => void,
) => {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const set = (field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    onSet?.(field);
  };
  const fieldProps = (field: F) => ({
    id: `${idPrefix}-${field}`,
    value: values[field],
    onValue: (value: string) => set(field, value),
    error: errors[field],
  });
  return { values, setValues, errors, setErrors, set, fieldProps };
};

export interface ProposalFieldProps {
  /** The element's id; its hint and message are `<id>-hint` and `<id>-error`. */
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  /** Read before the field and with it. */
  hint?: string | undefined;
  /** The hint's look, the page's own (the shell's styles may be older than this remote's). */
  hintClassName?: string;
  kind?: 'text' | 'email' | 'textarea';
}

/** One field of a proposal: its label, a hint above it, the input, and its refusal in red, tied to it. */
export const ProposalField = ({ id, label, value, onValue, error, hint, hintClassName, kind = 'text' }: ProposalFieldProps) => {
  const shared = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className="portal-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={`${id}-hint`} className={hintClassName}>
          {hint}
        </span>
      ) : null}
      {kind === 'textarea' ? (
        <textarea {...shared} rows={5} onChange={(event) => onValue(event.target.value)} />
      ) : (
        <input {...shared} type={kind} onChange={(event) => onValue(event.target.value)} />
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
};

/** How a contact of the proposal is checked among the company's (without it, it is not checked). */
export type ProposalContactCheck = Omit<ContactCheckProps, 'email' | 'label'>;

export interface ProposalContactFieldsProps {
  /** Prefix of the fields' ids (`<prefix>-emailTutor`...). */
  idPrefix: string;
  values: Record<ProposalContactField, string>;
  errors: Partial<Record<string, string | undefined>>;
  onValue: (field: ProposalContactField, value: string) => void;
  labels: Record<ProposalContactField, string>;
  tutorCheck?: ProposalContactCheck | undefined;
  signatoryCheck?: ProposalContactCheck | undefined;
}

/**
 * The end of every internship proposal: the tutor's e-mail and the signatory's, each checked among
 * the company's contacts where the form can, and the description of the internship.
 */
export const ProposalContactFields = ({
  idPrefix,
  values,
  errors,
  onValue,
  labels,
  tutorCheck,
  signatoryCheck,
}: ProposalContactFieldsProps) => {
  const field = (name: ProposalContactField, kind: ProposalFieldProps['kind']) => (
    <ProposalField
      id={`${idPrefix}-${name}`}
      label={labels[name]}
      value={values[name]}
      onValue={(value) => onValue(name, value)}
      error={errors[name]}
      kind={kind}
    />
  );
  return (
    <>
      {field('emailTutor', 'email')}
      {tutorCheck ? <ContactCheck {...tutorCheck} email={values.emailTutor} label={labels.emailTutor} /> : null}
      {field('emailFirmante', 'email')}
      {signatoryCheck ? (
        <ContactCheck {...signatoryCheck} email={values.emailFirmante} label={labels.emailFirmante} />
      ) : null}
      {field('descripcion', 'textarea')}
    </>
  );
};
