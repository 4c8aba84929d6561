import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLoadedDomains } from '@portal/ui';
import type { AnyForm, fieldKit } from '../forms/field-kit';
import { optionsOf } from '../forms/options';
import '../i18n';

/** The IT knowledge form's rows: a program and its level each, added and removed in place. */
export const ItRows = ({ kit, form }: { kit: ReturnType<typeof fieldKit>; form: AnyForm }) => {
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
