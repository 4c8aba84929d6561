import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { DomainItem } from '@portal/contracts';
import { cvApi } from '../api';
import { labelOf } from '../hooks/label-of';
import { EditableSection } from './EditableSection';
import type { EditorParts } from './section-editors';
import '../i18n';

/**
 * A section that is a choice among reference-data items (competences, interest tags, sectors):
 * the chosen ones as a list, and a group of check boxes saved through one call that replaces them.
 */
export const ChoiceListSection = ({
  anchor,
  title,
  selected,
  options,
  call,
  field,
  schema,
}: {
  anchor: string;
  title: string;
  selected: readonly number[];
  options: readonly DomainItem[] | undefined;
  /** The spec call, and the name of its list in the payload. */
  call: string;
  field: string;
  /** The call's request schema, from the parts that arrive with the forms. */
  schema: (parts: EditorParts) => z.ZodObject;
}) => {
  const { t } = useTranslation('cv');
  return (
    <EditableSection
      anchor={anchor}
      title={title}
      view={
        selected.length === 0 ? (
          <p className="cv-empty">{t('noneChosen')}</p>
        ) : (
          <ul className="cv-tags">
            {selected.map((id) => (
              <li key={id}>{labelOf(options, id)}</li>
            ))}
          </ul>
        )
      }
      form={{
        schema: (parts) => parts.choiceListForm(field, schema(parts)),
        defaults: () => ({ [field]: selected.map(String) }),
        save: async (values, language) => (await cvApi.write(call, values, language)).aviso,
        fields: (_kit, form) => (
          <fieldset className="portal-fieldset cv-choices">
            <legend>{title}</legend>
            {(options ?? []).map((option) => (
              <div key={option.id} className="cv-checkbox">
                <input
                  id={`${anchor}-option-${option.id}`}
                  type="checkbox"
                  value={String(option.id)}
                  {...form.register(field)}
                />
                <label htmlFor={`${anchor}-option-${option.id}`}>{option.descripcion}</label>
              </div>
            ))}
          </fieldset>
        ),
      }}
    />
  );
};
