import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { itKnowledgeRequest } from '@portal/contracts';
import { useLoadedDomains } from '@portal/ui';
import { cvApi } from '../api';
import { EditableSection } from '../components/EditableSection';
import { optionsOf, type AnyForm, type fieldKit } from '../forms/field-kit';
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
        schema: itKnowledgeRequest,
        defaults: () => ({ conocimientos: known.map((item) => ({ ...item })) }),
        save: async (values, language) => (await cvApi.write('editConocimientosInformaticos', values, language)).aviso,
        fields: (kit, form) => <ItRows kit={kit} form={form} />,
      }}
    />
  );
};

const ItRows = ({ kit, form }: { kit: ReturnType<typeof fieldKit>; form: AnyForm }) => {
  const { t } = useTranslation('cv');
  const domains = useLoadedDomains();
  const rows = useFieldArray({ control: form.control, name: 'conocimientos' });
  return (
    <>
      {rows.fields.map((row, index) => (
        <fieldset key={row.id} className="portal-fieldset">
          <legend>{t('programN', { n: index + 1 })}</legend>
          {kit.select(`conocimientos.${index}.idPrograma`, t('program'), optionsOf(domains?.lists?.programasInformaticos), {
            required: true,
          })}
          {kit.select(`conocimientos.${index}.idNivel`, t('level'), optionsOf(domains?.lists?.nivelesProgramasInformaticos), {
            required: true,
          })}
          <button type="button" className="portal-button portal-button--secondary" onClick={() => rows.remove(index)}>
            {t('removeProgram', { n: index + 1 })}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="portal-button portal-button--secondary"
        onClick={() => rows.append({ idPrograma: null, idNivel: null })}
      >
        {t('addProgram')}
      </button>
    </>
  );
};
