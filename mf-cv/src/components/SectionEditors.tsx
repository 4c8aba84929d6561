import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as parts from '../forms/editor-parts';
import { fieldKit, type AnyForm } from '../forms/field-kit';
import { FormFrame } from '../forms/FormFrame';
import { useCvForm } from '../forms/use-cv-form';
import { cvApi } from '../api';
import { useCv } from '../hooks/use-cv';
import type { SectionForm } from './EditableSection';
import type { RecordSectionProps } from './RecordSection';
import '../i18n';

/**
 * The forms of the CV's sections, with what they need (react-hook-form, zod, the schemas): the
 * code of a chunk of its own, fetched when the student first opens a section for editing
 * (section-editors.ts). The sections' read-only views never import this file.
 */

/** The form of a section of one form (EditableSection). */
export const SectionFormView = ({
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
    section.schema(parts),
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
      {section.fields(fieldKit(anyForm, t('choose')), anyForm, parts)}
    </FormFrame>
  );
};

/** The form of one record (RecordSection): new (add call) or existing (edit call, with its id). */
export const RecordEditor = <Item extends { id: number }>({
  item,
  onDone,
  ...props
}: RecordSectionProps<Item> & { item: Item | null; onDone: (aviso: number | null | undefined | false) => void }) => {
  const { t } = useTranslation('cv');
  const { refresh } = useCv();
  const idPrefix = `${props.anchor}-${item ? item.id : 'new'}`;
  const { form, state, submit } = useCvForm(
    item ? props.schemas.edit(parts) : props.schemas.add(parts),
    props.defaults(item),
    async (values: FieldValues, language) => {
      const payload = props.payloadOf ? await props.payloadOf(values, item) : values;
      const { add, edit } = props.calls;
      const name = item ? edit : typeof add === 'string' ? add : add(values);
      const answer = await cvApi.write(name, payload, language);
      await refresh();
      onDone(answer.aviso);
    },
    idPrefix,
  );
  const anyForm = form as unknown as AnyForm;
  return (
    <FormFrame idPrefix={idPrefix} state={state} onSubmit={(event) => void submit(event)} onCancel={() => onDone(false)}>
      {props.fields(fieldKit(anyForm, t('choose')), anyForm, item, parts)}
    </FormFrame>
  );
};
