import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { workCentreRequest, type WorkCentre, type WorkCentreRequest } from '@portal/contracts';
import { useLoadedDomains } from '@portal/ui';
import { companyDataApi } from './api';
import { useCompanyDataForm } from './use-company-data-form';
import { AddressFields, addressFailures, emptyAddress } from '../common/AddressFields';
import { FieldMessages, FormField } from '../common/FormField';
import { FormOutcome } from '../common/FormOutcome';
import './i18n';

/**
 * The form of one work centre, new (`centre` undefined) or saved (editaCentroDeTrabajo), with its
 * schema and the address fields: a chunk of its own, fetched when the company opens it
 * (WorkCentres' first view lists the centres read-only).
 */
const WorkCentreForm = ({
  centre,
  onSaved,
  onCancel,
}: {
  centre?: WorkCentre;
  onSaved: (centres: WorkCentre[], aviso: number) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation('companyData');
  const loaded = useLoadedDomains();
  const { form, submit, result, messages } = useCompanyDataForm({
    schema: workCentreRequest,
    defaultValues: centre
      ? {
          ...centre,
          telefono: centre.telefono ?? '',
          domicilio: {
            ...centre.domicilio,
            direccionPiso: centre.domicilio.direccionPiso ?? '',
            direccionPuerta: centre.domicilio.direccionPuerta ?? '',
          },
        }
      : { idCentro: null, nombre: '', telefono: '', domicilio: emptyAddress(false) },
    extra: (values) => addressFailures('domicilio', values.domicilio, loaded),
    save: async (values, language) => {
      const { aviso, datos } = await companyDataApi.saveWorkCentre(values as WorkCentreRequest, language, { silent: true });
      onSaved(datos, aviso);
      // The list below confirms it (98, "centre saved"): the form closes, nothing to show in it.
      return { aviso: 0 };
    },
  });
  const title = centre ? centre.nombre : t('newCentre');
  return (
    <FieldMessages.Provider value={messages}>
      <section className="portal-card" aria-label={title}>
        <h3>{title}</h3>
        {result.kind === 'refused' ? <FormOutcome result={result} /> : null}
        <FormProvider {...form}>
          <form className="company-data-form" noValidate onSubmit={(event) => void submit(event)}>
            <div className="company-form-grid">
              <FormField name="nombre" label={t('centreName')} required />
              <FormField name="telefono" label={t('centrePhone')} />
            </div>
            <AddressFields name="domicilio" idPrefix={centre ? `centre-${centre.idCentro}` : 'centre-new'} />
            <div className="company-actions">
              <button type="submit" className="portal-button" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? t('saving') : t('save')}
              </button>
              <button type="button" className="portal-button portal-button--secondary" onClick={onCancel}>
                {t('cancel')}
              </button>
            </div>
          </form>
        </FormProvider>
      </section>
    </FieldMessages.Provider>
  );
};

export default WorkCentreForm;
