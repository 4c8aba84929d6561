import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PendingOfferField } from '@portal/contracts';
import './i18n';

/** Nested wizard fields named by the group they belong to ("Tutor de la empresa: Email"). */
const nestedLabels: Record<string, string> = {
  'tutorEmpresa.nombre': 'tutorNombre',
  'tutorEmpresa.apellidos': 'tutorApellidos',
  'tutorEmpresa.email': 'tutorEmail',
  'tutorEmpresa.telefono': 'tutorTelefono',
  'tutorEmpresa.puesto': 'tutorPuesto',
  'tutorEmpresa.titulacion': 'tutorTitulacion',
  'tutorEmpresa.departamento': 'tutorDepartamento',
  'tutorEmpresa.nif': 'tutorNif',
};

/**
 * The wizard's label of a field the server names ("tareas", "tutorEmpresa.email",
 * "requisitosAdicionales.competencias", "requisitos.0.descripcion"): never the key itself when the
 * wizard has a label for it.
 */
export const pendingFieldLabel = (campo: string, t: TFunction): string => {
  const nested = nestedLabels[campo];
  if (nested) return `${t('tutorEmpresa')}: ${t(nested)}`;
  if (campo === 'tutorEmpresa') return t('tutorEmpresa');
  if (campo.startsWith('tutorUniversidad')) return t('tutorUniversidad');
  if (campo.startsWith('requisitosAdicionales.')) return t(campo.slice('requisitosAdicionales.'.length));
  if (campo.startsWith('requisitos.')) return t('requisitos');
  if (campo.startsWith('tfg')) return t('tfg');
  return t(campo.split('.')[0]!);
};

/**
 * A copy saved as a draft: nobody sees it until the company saves it in the wizard, and the
 * fields it still needs, each with the rule it breaks (issue 24: a copy of an older offer).
 */
export const PendingFields = ({ fields, headingLevel = 2 }: { fields: PendingOfferField[]; headingLevel?: 2 | 3 }) => {
  const { t } = useTranslation('companyWizard');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="portal-notice portal-notice--info" aria-labelledby="pending-fields-title" data-testid="pending-fields">
      <Heading id="pending-fields-title">{t('draftTitle')}</Heading>
      <p>{t(fields.length > 0 ? 'draftIntroMissing' : 'draftIntroComplete')}</p>
      {fields.length > 0 ? (
        <ul>
          {fields.map((field) => (
            <li key={field.campo}>
              <strong>{pendingFieldLabel(field.campo, t)}</strong>: {field.mensaje}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
};
