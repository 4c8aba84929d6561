import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { companyDescriptionRequest } from '@portal/contracts';
import { companyDataApi } from './api';
import { useCompanyDataForm } from './use-company-data-form';
import { FieldMessages, FormField } from '../common/FormField';
import { FormOutcome } from '../common/FormOutcome';
import './i18n';

/**
 * The editor of the company's description (guardarDescripcionEmpresa → 507), with its form and
 * schema: a chunk of its own, fetched when the company opens it (CompanyPage's first view shows
 * the description read-only).
 */
const DescriptionEditor = ({
  initial,
  onSaved,
  onCancel,
}: {
  /** What the field starts with: the saved description, or what was typed before a cancel. */
  initial: string;
  onSaved: (description: string | null, aviso: number) => void;
  /** Closes the editor, handing back what was typed. */
  onCancel: (typed: string) => void;
}) => {
  const { t } = useTranslation('companyData');
  const { form, submit, result, messages } = useCompanyDataForm({
    schema: companyDescriptionRequest,
    defaultValues: { descripcion: initial },
    save: async (values, language) => {
      const saved = await companyDataApi.saveDescription(String(values.descripcion), language, {
        silent: true,
      });
      onSaved(saved.datos.descripcion, saved.aviso);
      return saved;
    },
  });
  return (
    <>
      {result.kind === 'refused' ? <FormOutcome result={result} /> : null}
      <FieldMessages.Provider value={messages}>
        <FormProvider {...form}>
          <form noValidate onSubmit={(event) => void submit(event)}>
            <FormField
              name="descripcion"
              label={t('description')}
              kind="textarea"
              required
              hint={t('descriptionHint')}
            />
            <div className="company-actions">
              <button type="submit" className="portal-button" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? t('saving') : t('save')}
              </button>
              <button
                type="button"
                className="portal-button portal-button--secondary"
                onClick={() => onCancel(String(form.getValues('descripcion') ?? ''))}
              >
                {t('cancel')}
              </button>
            </div>
          </form>
        </FormProvider>
      </FieldMessages.Provider>
    </>
  );
};

export default DescriptionEditor;
