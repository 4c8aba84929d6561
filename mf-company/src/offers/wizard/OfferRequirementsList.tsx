import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { offerRequirementKinds } from '@portal/contracts';
import { FormField } from '../../common/FormField';

/** The offer's own requirements (offerRequirementInput): kind, measured value, description, mandatory or desirable. */
export const OfferRequirementsList = () => {
  const { t } = useTranslation('companyWizard');
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'requisitos' });
  return (
    <fieldset className="portal-fieldset">
      <legend>{t('requisitos')}</legend>
      {fields.map((field, index) => (
        <fieldset key={field.id} className="portal-fieldset company-form-grid">
          <legend>{t('requirementN', { n: index + 1 })}</legend>
          <FormField
            name={`requisitos.${index}.tipo`}
            label={t('requirementKind')}
            kind="select"
            options={offerRequirementKinds.map((kind) => ({ value: kind, label: t(`requirement_${kind}`) }))}
            required
          />
          <FormField
            name={`requisitos.${index}.valor`}
            label={t('requirementValue')}
            hint={t('requirementValueHint')}
            registerOptions={{ setValueAs: (value: unknown) => (value === '' ? null : value) }}
          />
          <FormField name={`requisitos.${index}.descripcion`} label={t('requirementDescription')} required />
          <FormField
            name={`requisitos.${index}.obligatorio`}
            label={t('requirementMandatory')}
            kind="checkbox"
          />
          <div>
            <button
              type="button"
              className="portal-button portal-button--secondary"
              onClick={() => remove(index)}
            >
              {t('removeRequirement', { n: index + 1 })}
            </button>
          </div>
        </fieldset>
      ))}
      <button
        type="button"
        className="portal-button portal-button--secondary"
        onClick={() => append({ tipo: 'otro', valor: null, descripcion: '', obligatorio: false })}
      >
        {t('addRequirement')}
      </button>
    </fieldset>
  );
};
