import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkCentre } from '@portal/contracts';
import { ConfirmDialog, lazyPart, Notice } from '@portal/ui';
import { companyDataApi } from './api';
import { useAddressText } from '../common/address-text';
import { LateStatusNotice } from '../common/late-notices';
import './i18n';

// The form, its schema, the address fields and the form library arrive when the company opens one.
const WorkCentreForm = lazyPart(() => import('./WorkCentreForm'), { reserve: 'var(--company-centre-form-height)' });

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
        {notice?.kind === 'failed' ? <LateStatusNotice error={notice.error} /> : null}
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
