import { useTranslation } from 'react-i18next';
import { cvApi } from '../api';
import { EditableSection } from '../components/EditableSection';
import { SectionCard } from '../components/SectionCard';
import { useCv } from '../hooks/use-cv';
import { personalAccess } from '../personal-access';
import '../i18n';

/** The personal and student e-mails and where communications go (editDatosEmail). */
export const EmailSection = () => {
  const { t } = useTranslation('cv');
  const { cv } = useCv();
  const access = personalAccess(cv);
  const p = cv.personales;
  const canEdit = access.editable('emailPersonal') || access.editable('emailEstudiante');
  const view = (
    <dl className="cv-facts">
      <div>
        <dt>{t('accountEmail')}</dt>
        <dd>{p.email}</dd>
      </div>
      {(['emailPersonal', 'emailEstudiante'] as const)
        .filter((field) => access.visible(field))
        .map((field) => (
          <div key={field}>
            <dt>{t(`fields.${field}`)}</dt>
            <dd>
              {p[field] ?? t('empty')}
              {access.locked(field) ? <span className="cv-lock"> ({t('validated')})</span> : null}
            </dd>
          </div>
        ))}
      <div>
        <dt>{t('communicationsTo')}</dt>
        <dd>{t(p.comunicacionesEnEmailEstudiante ? 'fields.emailEstudiante' : 'fields.emailPersonal')}</dd>
      </div>
    </dl>
  );
  if (!canEdit) {
    return (
      <SectionCard anchor="correos" title={t('emails')}>
        {view}
      </SectionCard>
    );
  }
  return (
    <EditableSection
      anchor="correos"
      title={t('emails')}
      view={view}
      form={{
        schema: (parts) => parts.emailDataRequest,
        defaults: () => ({
          emailPersonal: p.emailPersonal ?? '',
          emailEstudiante: p.emailEstudiante ?? '',
          comunicacionesEnEmailEstudiante: p.comunicacionesEnEmailEstudiante,
        }),
        save: async (values, language) => (await cvApi.write('editDatosEmail', values, language)).aviso,
        fields: (kit) => (
          <>
            {kit.text('emailPersonal', t('fields.emailPersonal'), { type: 'email', autoComplete: 'email' })}
            {kit.text('emailEstudiante', t('fields.emailEstudiante'), { type: 'email' })}
            {kit.checkbox('comunicacionesEnEmailEstudiante', t('communicationsToStudent'))}
          </>
        ),
      }}
    />
  );
};
