import { useTranslation } from 'react-i18next';
import { useLoadedDomains } from '@portal/ui';
import { cvApi } from '../api';
import { EditableSection } from '../components/EditableSection';
import { useCv } from '../hooks/use-cv';
import { labelOf } from '../hooks/label-of';
import '../i18n';

/** IT knowledge: programs with a level each (editConocimientosInformaticos replaces the list). */
export const ItKnowledgeSection = () => {
  const { t } = useTranslation('cv');
  const { cv } = useCv();
  const domains = useLoadedDomains();
  const known = cv.interes.programasInformaticos;
  return (
    <EditableSection
      anchor="informatica"
      title={t('itKnowledge')}
      view={
        known.length === 0 ? (
          <p className="cv-empty">{t('noneChosen')}</p>
        ) : (
          <ul className="cv-tags">
            {known.map((item) => (
              <li key={item.idPrograma}>
                {`${labelOf(domains?.lists?.programasInformaticos, item.idPrograma)}: ${labelOf(domains?.lists?.nivelesProgramasInformaticos, item.idNivel)}`}
              </li>
            ))}
          </ul>
        )
      }
      form={{
        schema: (parts) => parts.itKnowledgeRequest,
        defaults: () => ({ conocimientos: known.map((item) => ({ ...item })) }),
        save: async (values, language) => (await cvApi.write('editConocimientosInformaticos', values, language)).aviso,
        fields: (kit, form, { ItRows }) => <ItRows kit={kit} form={form} />,
      }}
    />
  );
};
