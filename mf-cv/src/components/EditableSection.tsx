import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import type { Language } from '@portal/contracts';
import { useOpenedByFix } from '@portal/ui';
import { fieldKit, type AnyForm } from '../forms/field-kit';
import { FormFrame } from '../forms/FormFrame';
import { useCvForm, type FormSchema } from '../forms/use-cv-form';
import { useCv } from '../hooks/use-cv';
import { SavedNotice, SectionCard } from './SectionCard';
import '../i18n';


export interface SectionForm {
  schema: FormSchema;
  defaults: () => FieldValues;
  /** Sends the schema's output through the section's spec call(s); answers the notice code, if any. */
  save: (values: FieldValues, language: Language) => Promise<number | null | undefined>;
  fields: (kit: ReturnType<typeof fieldKit>, form: AnyForm) => ReactNode;
}

/**
 * A CV section of one form: what is saved, an edit button, and the form in place with save and
 * cancel; after a save the CV is read again and the server's notice shown.
 */
export const EditableSection = ({
  anchor,
  title,
  view,
  form,
}: {
  anchor: string;
  title: string;
  view: ReactNode;
  form: SectionForm;
}) => {
  const { t } = useTranslation('cv');
  // A refusal's fix (`?editar=<anchor>`) lands on this section's form, open.
  const [editing, setEditing] = useState(useOpenedByFix(anchor, 'editar'));
  const [saved, setSaved] = useState<{ aviso: number | null | undefined } | null>(null);
  return (
    <SectionCard
      anchor={anchor}
      title={title}
      actions={
        editing ? null : (
          <button
            type="button"
            className="portal-button portal-button--secondary"
            aria-label={t('editSection', { name: title })}
            onClick={() => {
              setSaved(null);
              setEditing(true);
            }}
          >
            {t('edit')}
          </button>
        )
      }
    >
      <div aria-live="polite">{saved ? <SavedNotice aviso={saved.aviso} /> : null}</div>
      {editing ? (
        <SectionFormView
          idPrefix={`${anchor}-form`}
          form={form}
          onDone={(aviso) => {
            setEditing(false);
            if (aviso !== false) setSaved({ aviso });
          }}
        />
      ) : (
        view
      )}
    </SectionCard>
  );
};

const SectionFormView = ({
  idPrefix,
  form: section,
  onDone,
}: {
  idPrefix: string;
  form: SectionForm;
  onDone: (aviso: number | null | undefined | false) => void;
}) => {
  const { t } = useTranslation('cv');
  const { refresh } = useCv();
  const { form, state, submit } = useCvForm(
    section.schema,
    section.defaults(),
    async (values, language) => {
      const aviso = await section.save(values, language);
      await refresh();
      onDone(aviso);
    },
    idPrefix,
  );
  const anyForm = form as unknown as AnyForm;
  return (
    <FormFrame idPrefix={idPrefix} state={state} onSubmit={(event) => void submit(event)} onCancel={() => onDone(false)}>
      {section.fields(fieldKit(anyForm, t('choose')), anyForm)}
    </FormFrame>
  );
};
