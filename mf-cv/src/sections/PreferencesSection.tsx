import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { internshipPeriods, type Language } from '@portal/contracts';
import { useLoadedDomains } from '@portal/ui';
import { cvApi } from '../api';
import { EditableSection } from '../components/EditableSection';
import type { EditorParts } from '../components/section-editors';
import { optionsOf } from '../forms/options';
import { useCv } from '../hooks/use-cv';
import { labelOf } from '../hooks/label-of';
import '../i18n';

type Preferences = z.output<EditorParts['preferencesForm']>;

const periodKeys = Object.keys(internshipPeriods) as (keyof typeof internshipPeriods)[];

/**
 * What the student looks for: the preferred internship period, the active-search switches (without
 * them no application goes through, 54), the SNE training level and the work permit (34).
 */
export const PreferencesSection = () => {
  const { t } = useTranslation('cv');
  const { cv } = useCv();
  const domains = useLoadedDomains();
  const saved: Preferences = {
    idPeriodoPreferencia: cv.idPeriodoPreferenciaPracticas,
    practicas: cv.busquedaPracticasActiva,
    trabajo: cv.busquedaTrabajoActiva,
    sne: cv.idNivelFormativoSNE,
    permiso: cv.tienePermisoTrabajo,
  };
  const periodName = (id: number | null) => {
    const key = periodKeys.find((candidate) => internshipPeriods[candidate] === id);
    return key ? t(`periods.${key}`) : t('empty');
  };
  const save = async (values: Preferences, language: Language) => {
    let aviso: number | null | undefined;
    const send = async (changed: boolean, name: string, data: unknown) => {
      if (changed) aviso = (await cvApi.write(name, data, language)).aviso ?? aviso;
    };
    await send(values.idPeriodoPreferencia !== saved.idPeriodoPreferencia, 'editDatosPreferenciaPracticas', {
      idPeriodoPreferencia: values.idPeriodoPreferencia,
    });
    await send(values.practicas !== saved.practicas, 'editDatosBusquedaActivaPracticas', { activa: values.practicas });
    await send(values.trabajo !== saved.trabajo, 'editDatosBusquedaActivaTrabajo', { activa: values.trabajo });
    await send(values.sne !== saved.sne, 'editarNivelFormativoSNE', { id: values.sne });
    await send(values.permiso !== saved.permiso, 'editPermisoTrabajo', { permiso: values.permiso });
    return aviso;
  };
  return (
    <EditableSection
      anchor="busqueda"
      title={t('search')}
      view={
        <dl className="cv-facts">
          <div>
            <dt>{t('searchInternships')}</dt>
            <dd data-testid="cv-search-internships">{t(cv.busquedaPracticasActiva ? 'yes' : 'no')}</dd>
          </div>
          <div>
            <dt>{t('searchJobs')}</dt>
            <dd data-testid="cv-search-jobs">{t(cv.busquedaTrabajoActiva ? 'yes' : 'no')}</dd>
          </div>
          <div>
            <dt>{t('internshipPeriod')}</dt>
            <dd>{periodName(cv.idPeriodoPreferenciaPracticas)}</dd>
          </div>
          <div>
            <dt>{t('sneLevel')}</dt>
            <dd>{labelOf(domains?.lists?.nivelesFormativosSNE, cv.idNivelFormativoSNE) || t('empty')}</dd>
          </div>
          <div id="permiso-trabajo">
            <dt>{t('workPermit')}</dt>
            <dd>
              {t(cv.tienePermisoTrabajo ? 'yes' : 'no')}
              {cv.necesitaPermisoTrabajo && !cv.tienePermisoTrabajo ? (
                <span className="cv-warning"> — {t('workPermitNeeded')}</span>
              ) : null}
            </dd>
          </div>
        </dl>
      }
      form={{
        schema: (parts) => parts.preferencesForm,
        defaults: () => saved,
        save: (values, language) => save(values as Preferences, language),
        fields: (kit) => (
          <>
            {kit.checkbox('practicas', t('searchInternships'))}
            {kit.checkbox('trabajo', t('searchJobs'))}
            {kit.select(
              'idPeriodoPreferencia',
              t('internshipPeriod'),
              periodKeys.map((key) => ({ value: internshipPeriods[key], label: t(`periods.${key}`) })),
            )}
            {kit.select('sne', t('sneLevel'), optionsOf(domains?.lists?.nivelesFormativosSNE))}
            {kit.checkbox('permiso', t('workPermit'), {
              hint: cv.necesitaPermisoTrabajo ? t('workPermitNeeded') : undefined,
            })}
          </>
        ),
      }}
    />
  );
};
