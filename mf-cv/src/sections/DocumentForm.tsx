import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  cvDocumentExtensions,
  cvDocumentKinds,
  cvPdfExtensions,
  cvRuleTexts,
  documentRequest,
  type CvDocumentKind,
} from '@portal/contracts';
import { UploadProgress } from '@portal/ui';
import { cvApi } from '../api';
import { fieldKit, type AnyForm } from '../forms/field-kit';
import { FormFrame } from '../forms/FormFrame';
import { fieldRefusal } from '../forms/refuse-field';
import { useCvForm } from '../forms/use-cv-form';
import { useCv } from '../hooks/use-cv';
import { fileRuleFailure, readFile } from '../files';
import '../i18n';

/** The extensions each kind takes: PDF for the own CV file, the CV's list otherwise (46). */
const extensionsOf = (kind: unknown) => (kind === 'cv' ? cvPdfExtensions : cvDocumentExtensions);

/** The chosen file stands for its content until it is read, just before sending. */
const chosenFile = (value: unknown) => (value instanceof FileList ? value[0] : undefined);
const documentSchema = z.preprocess((raw) => {
  const values = { ...(raw as Record<string, unknown>) };
  const file = chosenFile(values.ficheroB64ParaAltas);
  return { ...values, archivo: file, ficheroB64ParaAltas: file ? 'pending' : null };
}, z.intersection(documentRequest, z.object({ archivo: z.instanceof(File).optional() })));

/** A new document of the CV (addDoc): a file, checked before it goes, or a link. */
export const DocumentForm = ({ onDone }: { onDone: (aviso: number | null | undefined | false) => void }) => {
  const { t } = useTranslation('cv');
  const { refresh } = useCv();
  const [progress, setProgress] = useState<number | null>(null);
  const { form, state, submit } = useCvForm(
    documentSchema,
    { tipo: 'publico', nombre: '', enlace: '', ficheroB64ParaAltas: undefined },
    async ({ archivo, ...values }, language) => {
      const payload = { ...values, ficheroB64ParaAltas: null as string | null, extension_adjunto: null as string | null };
      if (archivo) {
        const broken = fileRuleFailure(archivo, extensionsOf(values.tipo));
        if (broken) throw fieldRefusal('ficheroB64ParaAltas', cvRuleTexts[language][broken]);
        const read = await readFile(archivo);
        payload.ficheroB64ParaAltas = read.base64;
        payload.extension_adjunto = read.extension;
      }
      try {
        setProgress(archivo ? 0 : null);
        const answer = await cvApi.write('addDoc', payload, language, archivo ? setProgress : undefined);
        await refresh();
        onDone(answer.aviso);
      } finally {
        setProgress(null);
      }
    },
    'cv-document',
  );
  const anyForm = form as unknown as AnyForm;
  const kit = fieldKit(anyForm, t('choose'));
  const kind = anyForm.watch('tipo') as CvDocumentKind;
  const extensions = extensionsOf(kind);
  return (
    <FormFrame idPrefix="cv-document" state={state} onSubmit={(event) => void submit(event)} onCancel={() => onDone(false)}>
      {kit.selectText(
        'tipo',
        t('documentKind'),
        cvDocumentKinds.map((value) => ({ value, label: t(`documentKinds.${value}`) })),
        { required: true },
      )}
      {kit.text('nombre', t('documentName'), { required: true })}
      <p className="cv-hint">{t('fileOrLink')}</p>
      {kit.file('ficheroB64ParaAltas', t('file'), extensions, {
        hint: t('fileHint', { types: extensions.join(', ') }),
      })}
      {kit.text('enlace', t('link'), { type: 'url' })}
      <UploadProgress id="cv-document-progress" label={t('uploading')} fraction={progress} />
    </FormFrame>
  );
};
