import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isApiError } from '@portal/api-client';
import { Status, internshipDataSection, type UnmetRequirements } from '@portal/contracts';
import { statusTextKey } from '@portal/i18n';
import { Notice } from '@portal/ui';

/** The requirements a refused application names (status 80: `datos.requisitos`), when it names any. */
const unmetRequirementsOf = (details: unknown): UnmetRequirements | undefined => {
  const requisitos = (details as { datos?: { requisitos?: unknown } } | undefined)?.datos?.requisitos;
  return Array.isArray(requisitos) && requisitos.every((item) => typeof item === 'string') ? { requisitos } : undefined;
};

/** The outcome of an action in place: a catalogue code's title and text, in the user's language. */
export const StatusNotice = ({ status, tone }: { status: number; tone: 'error' | 'success' }) => {
  const { t } = useTranslation('common');
  return (
    <Notice tone={tone} title={t(statusTextKey(status, 'titulo'))}>
      <p>{t(statusTextKey(status, 'cuerpo'))}</p>
    </Notice>
  );
};

/** A datum an internship needs (faltaDatosNecesariosPorPractica), by its name in that answer. */
export type InternshipDatum = keyof typeof internshipDataSection;

/** Where the CV asks for each datum an internship needs: the refusal links to exactly that. */
const cvSectionPath = (datum: InternshipDatum) => `/mi-perfil-cv#${internshipDataSection[datum]}`;

/**
 * A refused action: its code's texts, for 80 the requirements the server listed, for 518 the
 * data still missing (`missingData`), each linking to the CV section where it is filled, and for
 * 11 (documents missing) a link to upload what the offer (`offerSlug`) asks for in the CV.
 */
export const FailureNotice = ({
  error,
  missingData = [],
  offerSlug,
}: {
  error: unknown;
  missingData?: readonly InternshipDatum[];
  offerSlug?: string;
}) => {
  const { t } = useTranslation('common');
  const { t: offersText } = useTranslation('offers');
  const status = isApiError(error) ? error.status : 500;
  const requirements = isApiError(error) ? unmetRequirementsOf(error.details) : undefined;
  return (
    <Notice tone="error" title={t(statusTextKey(status, 'titulo'))}>
      <p>{t(statusTextKey(status, 'cuerpo'))}</p>
      {requirements && requirements.requisitos.length > 0 ? (
        <ul>
          {requirements.requisitos.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
        </ul>
      ) : null}
      {status === Status.missingDocumentation && offerSlug ? (
        <p>
          <Link to={`/mi-perfil-cv?oferta=${encodeURIComponent(offerSlug)}#documentos`}>
            {offersText('uploadRequiredDocuments')}
          </Link>
        </p>
      ) : null}
      {missingData.length > 0 ? (
        <>
          <p>{offersText('missingInternshipData.intro')}</p>
          <ul data-testid="missing-internship-data">
            {missingData.map((datum) => (
              <li key={datum}>
                <Link to={cvSectionPath(datum)}>{offersText(`missingInternshipData.${datum}`)}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Notice>
  );
};
