import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import type { Language } from '@portal/contracts';
import { LazyPart, useOpenedByFix } from '@portal/ui';
import type { AnyForm, fieldKit } from '../forms/field-kit';
import type { FormSchema } from '../forms/use-cv-form';
import { landOnArrivedForm, sectionEditors, type EditorParts } from './section-editors';
import { SavedNotice, SectionCard } from './SectionCard';
import '../i18n';

/**
 * A section's form. What needs the forms' code (the schema, fields with react-hook-form's hooks)
 * is taken from `parts`, which arrive with that code when the section is opened.
 */
export interface SectionForm {
  schema: (parts: EditorParts) => FormSchema;
  defaults: () => FieldValues;
  /** Sends the schema's output through the section's spec call(s); answers the notice code, if any. */
  save: (values: FieldValues, language: Language) => Promise<number | null | undefined>;
  fields: (kit: ReturnType<typeof fieldKit>, form: AnyForm, parts: EditorParts) => ReactNode;
}

/**
 * A CV section of one form: what is saved, an edit button, and the form in place with save and
 * cancel (its code fetched when first opened: a loading state, or a retry if the network failed);
 * after a save the CV is read again and the server's notice shown.
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
  const openedByFix = useOpenedByFix(anchor, 'editar');
  const [editing, setEditing] = useState(openedByFix);
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
        <LazyPart module={sectionEditors} onArrived={openedByFix ? () => landOnArrivedForm(anchor) : undefined}>
          {({ SectionFormView }) => (
            <SectionFormView
              idPrefix={`${anchor}-form`}
              form={form}
              onDone={(aviso) => {
                setEditing(false);
                if (aviso !== false) setSaved({ aviso });
              }}
            />
          )}
        </LazyPart>
      ) : (
        view
      )}
    </SectionCard>
  );
};
