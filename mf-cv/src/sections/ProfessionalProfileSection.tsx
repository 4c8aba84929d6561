import { useTranslation } from 'react-i18next';
import { useLoadedDomains } from '@portal/ui';
import { cvApi } from '../api';
import { EditableSection } from '../components/EditableSection';
import { useCv } from '../hooks/use-cv';
import { labelOf } from '../hooks/label-of';
import '../i18n';

const flags = ['carnetConducir', 'vehiculoPropio', 'disponibilidadTraslado'] as const;

/** The professional profile around the experience (editProfesionales). */
export const ProfessionalProfileSection = () => {
  const { t } = useTranslation('cv');
  const { cv } = useCv();
  const domains = useLoadedDomains();
  const profile = cv.profesional;
  const areas = domains?.domains.areasFuncionales;
  return (
    <EditableSection
      anchor="perfil-profesional"
      title={t('professionalProfile')}
      view={
        <dl className="cv-facts">
          {flags.map((flag) => (
            <div key={flag}>
              <dt>{t(`profile.${flag}`)}</dt>
              <dd>{t(profile[flag] ? 'yes' : 'no')}</dd>
            </div>
          ))}
          <div>
            <dt>{t('functionalAreas')}</dt>
            <dd>{profile.idAreasFuncionales.map((id) => labelOf(areas, id)).join(', ') || t('empty')}</dd>
          </div>
        </dl>
      }
      form={{
        schema: (parts) => parts.profileForm,
        defaults: () => ({
          carnetConducir: profile.carnetConducir,
          vehiculoPropio: profile.vehiculoPropio,
          disponibilidadTraslado: profile.disponibilidadTraslado,
          idAreasFuncionales: profile.idAreasFuncionales.map(String),
        }),
        save: async (values, language) => (await cvApi.write('editProfesionales', values, language)).aviso,
        fields: (kit, form) => (
          <>
            {flags.map((flag) => (
              <div key={flag}>{kit.checkbox(flag, t(`profile.${flag}`))}</div>
            ))}
            <fieldset className="portal-fieldset cv-choices">
              <legend>{t('functionalAreas')}</legend>
              {(areas ?? []).map((area) => (
                <div key={area.id} className="cv-checkbox">
                  <input id={`perfil-area-${area.id}`} type="checkbox" value={String(area.id)} {...form.register('idAreasFuncionales')} />
                  <label htmlFor={`perfil-area-${area.id}`}>{area.descripcion}</label>
                </div>
              ))}
            </fieldset>
          </>
        ),
      }}
    />
  );
};
