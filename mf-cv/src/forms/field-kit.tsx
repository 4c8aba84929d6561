import { get, type FieldError, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { asId, asNumber, CheckboxField, FileField, SelectField, TextAreaField, TextField, type Option } from './fields';

export type AnyForm = UseFormReturn<FieldValues, unknown, FieldValues>;

interface Extra {
  required?: boolean;
  hint?: string;
}

/**
 * The fields of a CV form bound to it by name: each is registered, labelled and shows its error
 * (messages already in the user's language, see worded-resolver).
 */
export const fieldKit = (form: AnyForm, emptyLabel: string) => {
  const errorOf = (name: string) => get(form.formState.errors, name) as FieldError | undefined;
  return {
    errorOf,
    text: (name: string, label: string, extra: Extra & { type?: 'text' | 'email' | 'tel' | 'url'; autoComplete?: string } = {}) => (
      <TextField label={label} registration={form.register(name)} error={errorOf(name)} {...extra} />
    ),
    date: (name: string, label: string, extra: Extra = {}) => (
      <TextField type="date" label={label} registration={form.register(name)} error={errorOf(name)} {...extra} />
    ),
    number: (name: string, label: string, extra: Extra = {}) => (
      <TextField
        type="text"
        inputMode="numeric"
        label={label}
        registration={form.register(name, { setValueAs: asNumber })}
        error={errorOf(name)}
        {...extra}
      />
    ),
    textarea: (name: string, label: string, extra: Extra = {}) => (
      <TextAreaField label={label} registration={form.register(name)} error={errorOf(name)} {...extra} />
    ),
    /** A select of ids (numbers; no choice is null). */
    select: (name: string, label: string, options: readonly Option[], extra: Extra = {}) => (
      <SelectField
        label={label}
        registration={form.register(name, { setValueAs: asId })}
        error={errorOf(name)}
        options={options}
        emptyLabel={emptyLabel}
        {...extra}
      />
    ),
    /** A select of texts (keys such as a gender or a degree level; no choice is ''). */
    selectText: (name: string, label: string, options: readonly Option[], extra: Extra = {}) => (
      <SelectField
        label={label}
        registration={form.register(name)}
        error={errorOf(name)}
        options={options}
        emptyLabel={emptyLabel}
        {...extra}
      />
    ),
    /** A file input of the given extensions. */
    file: (name: string, label: string, extensions: readonly string[], extra: Extra = {}) => (
      <FileField
        label={label}
        registration={form.register(name)}
        error={errorOf(name)}
        accept={extensions.map((extension) => `.${extension}`).join(',')}
        {...extra}
      />
    ),
    checkbox: (name: string, label: string, extra: Omit<Extra, 'required'> = {}) => (
      <CheckboxField label={label} registration={form.register(name)} error={errorOf(name)} {...extra} />
    ),
  };
};
