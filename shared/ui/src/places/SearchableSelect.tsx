import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchKey } from './use-place-domains';
import './i18n';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  id: string;
  label: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  /** A search box above the list, for long lists (countries, municipalities). */
  searchable?: boolean;
}

/**
 * A native select (keyboard, type-ahead and screen readers work as everywhere), with an optional
 * search box that narrows its options; the number of matches is announced politely.
 */
export const SelectField = ({
  id,
  label,
  options,
  value,
  onChange,
  required,
  disabled,
  searchable,
}: SelectFieldProps) => {
  const { t } = useTranslation('places');
  const [query, setQuery] = useState('');
  const statusId = useId();
  const shown = useMemo(() => {
    const key = searchKey(query.trim());
    if (!key) return options;
    // The chosen option stays, so the select never shows a value it does not hold.
    return options.filter((option) => option.value === value || searchKey(option.label).includes(key));
  }, [options, query, value]);
  return (
    <div className="portal-field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {searchable ? (
        <>
          <input
            id={`${id}-search`}
            type="search"
            aria-label={t('search', { field: label.toLocaleLowerCase() })}
            aria-controls={id}
            aria-describedby={statusId}
            placeholder={t('searchHint')}
            value={query}
            autoComplete="off"
            disabled={disabled}
            onChange={(event) => setQuery(event.target.value)}
          />
          <span id={statusId} className="visually-hidden" role="status" aria-live="polite">
            {query.trim() ? (shown.length > 0 ? t('options', { count: shown.length }) : t('noMatch')) : ''}
          </span>
        </>
      ) : null}
      <select
        id={id}
        value={value}
        required={required}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('choose')}</option>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
}

/** The free-text alternative of a list (a province abroad, a town outside the list). */
export const TextField = ({ id, label, value, onChange, required }: TextFieldProps) => (
  <div className="portal-field">
    <label htmlFor={id}>
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
    <input
      id={id}
      type="text"
      value={value}
      required={required}
      onChange={(event) => onChange(event.target.value)}
    />
  </div>
);
