import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { workCentreRequest, type WorkCentre, type WorkCentreRequest } from '@portal/contracts';
import { ConfirmDialog, Notice, StatusNotice, useLoadedDomains } from '@portal/ui';
import { companyDataApi } from './api';
import { useCompanyDataForm } from './use-company-data-form';
import { AddressFields, addressFailures, emptyAddress } from '../common/AddressFields';
import { FieldMessages, FormField } from '../common/FormField';
import { FormOutcome } from '../common/FormOutcome';
import { useAddressText } from '../common/address-text';
import './i18n';

/** The form of one centre, new (`centre` undefined) or saved. */
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

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; centre: WorkCentre };
type CentreNotice = { kind: 'saved'; aviso: number } | { kind: 'deleted' } | { kind: 'failed'; error: unknown } | null;

/**
 * The company's work centres in its data (/mi-empresa): the list, a form to add one or change
 * one (editaCentroDeTrabajo), and deletion after a confirmation (eliminaCentroDeTrabajo).
 */
export const WorkCentres = ({ initial }: { initial: WorkCentre[] }) => {
  const { t } = useTranslation('companyData');
  const addressText = useAddressText();
  const [centres, setCentres] = useState(initial);
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [removing, setRemoving] = useState<WorkCentre | null>(null);
  const [notice, setNotice] = useState<CentreNotice>(null);

  const saved = (list: WorkCentre[], aviso: number) => {
    setCentres(list);
    setEditing({ kind: 'none' });
    setNotice({ kind: 'saved', aviso });
  };
  const remove = async (centre: WorkCentre) => {
    setRemoving(null);
    try {
      setCentres(await companyDataApi.deleteWorkCentre(centre.idCentro, { silent: true }));
      setNotice({ kind: 'deleted' });
    } catch (error) {
      setNotice({ kind: 'failed', error });
    }
  };
  return (
    <section className="portal-card" aria-labelledby="company-centres">
      <h2 id="company-centres">{t('centres')}</h2>
      <div aria-live="polite">
        {/* 98 in its "centre saved" meaning (spec 001 §8): the catalogue's 98 text is the incorporation form's. */}
        {notice?.kind === 'saved' ? (
          <Notice tone="success" title={t('centreSaved')}>
            <p data-status={notice.aviso}>{t('centreSavedBody')}</p>
          </Notice>
        ) : null}
        {notice?.kind === 'deleted' ? <Notice tone="success" title={t('centreDeleted')} /> : null}
        {notice?.kind === 'failed' ? <StatusNotice error={notice.error} /> : null}
      </div>
      {centres.length === 0 ? <p>{t('noCentres')}</p> : null}
      <ul className="company-centres" data-testid="work-centres">
        {centres.map((centre) =>
          editing.kind === 'edit' && editing.centre.idCentro === centre.idCentro ? (
            <li key={centre.idCentro}>
              <WorkCentreForm centre={centre} onSaved={saved} onCancel={() => setEditing({ kind: 'none' })} />
            </li>
          ) : (
            <li key={centre.idCentro} className="company-centre">
              <strong>{centre.nombre}</strong>
              <span>{addressText(centre.domicilio)}</span>
              {centre.telefono ? <span>{`${t('centrePhone')}: ${centre.telefono}`}</span> : null}
              <span className="company-actions">
                <button
                  type="button"
                  className="portal-button portal-button--secondary"
                  aria-label={`${t('editCentre')}: ${centre.nombre}`}
                  onClick={() => {
                    setNotice(null);
                    setEditing({ kind: 'edit', centre });
                  }}
                >
                  {t('editCentre')}
                </button>
                <button
                  type="button"
                  className="portal-button portal-button--secondary"
                  aria-label={`${t('deleteCentre')}: ${centre.nombre}`}
                  onClick={() => setRemoving(centre)}
                >
                  {t('deleteCentre')}
                </button>
              </span>
            </li>
          ),
        )}
      </ul>
      {editing.kind === 'new' ? (
        <WorkCentreForm onSaved={saved} onCancel={() => setEditing({ kind: 'none' })} />
      ) : (
        <button
          type="button"
          className="portal-button"
          onClick={() => {
            setNotice(null);
            setEditing({ kind: 'new' });
          }}
        >
          {t('addCentre')}
        </button>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('deleteCentreTitle')}
        confirmLabel={t('deleteCentre')}
        cancelLabel={t('cancel')}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      >
        <p>{t('deleteCentreBody', { name: removing?.nombre ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
};
