import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import './i18n';

/**
 * A choice among what the company registered (work centres, internship tutors) that fills the
 * form's fields, with where to register a new one; the fields stay editable for a one-off value.
 */
export const RegisteredChoice = <T,>({
  label,
  items,
  nameOf,
  fieldsOf,
  prefix,
  addLabel,
  addPath,
}: {
  label: string;
  items: T[] | undefined;
  nameOf: (item: T) => string;
  fieldsOf: (item: T) => Record<string, string>;
  /** The form's group the item fills ("tutor", "centroTrabajo"). */
  prefix: string;
  addLabel: string;
  addPath: string;
}) => {
  const { t } = useTranslation('companyIncorporation');
  const id = useId();
  const { setValue } = useFormContext();
  const choose = (index: string) => {
    const item = items?.[Number(index)];
    if (!item) return;
    for (const [field, value] of Object.entries(fieldsOf(item)))
      setValue(`${prefix}.${field}`, value, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <div className="portal-field company-registered-choice">
      <label htmlFor={id}>{label}</label>
      {items && items.length > 0 ? (
        <select id={id} defaultValue="" onChange={(event) => choose(event.target.value)} aria-describedby={`${id}-hint`}>
          <option value="">{t('typeIt')}</option>
          {items.map((item, index) => (
            <option key={index} value={String(index)}>
              {nameOf(item)}
            </option>
          ))}
        </select>
      ) : null}
      <span id={`${id}-hint`} className="company-hint">
        {items && items.length === 0 ? t('noneRegistered') : t('registeredHint')}{' '}
        <Link to={addPath}>{addLabel}</Link>
      </span>
    </div>
  );
};
