import {
  guideDescriptionMax,
  guideFileRules,
  guideImageRules,
  guideImageAltMax,
  guideLinkMax,
  guideTitleMax,
  isGuideLink,
  languages,
  type GuideEditRequest,
  type GuideFields,
  type Language,
  type StaffGuide,
} from '@portal/contracts';
import { isApiError } from '@portal/api-client';
import type { FieldProblem } from '../components/use-refusable-form';

/**
 * The guide form's rules for comfort (the server decides, with its own words): what the form
 * holds, what is wrong with it, the request it sends, and the server's field errors mapped onto
 * its fields.
 */
export interface GuideTextsForm {
  titulo: string;
  descripcion: string;
  textoImagen: string;
}

/** A chosen file, read for the upload; `preview` is its local address for the preview. */
export interface ChosenFile {
  nombre: string;
  extension: string;
  ficheroB64: string;
  preview: string;
}

export interface GuideForm {
  textos: Record<Language, GuideTextsForm>;
  /** The image the guide has now (its address), a new one chosen, or none. */
  imagen: { kind: 'current'; url: string } | { kind: 'new'; file: ChosenFile } | { kind: 'none' };
  /** The attachment: kept as it is, a link, a new PDF, or none. */
  adjunto: { kind: 'current'; url: string; tipo: 'enlace' | 'fichero' } | { kind: 'link'; url: string } | { kind: 'new'; file: ChosenFile } | { kind: 'none' };
}

type TextField = `textos.${Language}.${keyof GuideTextsForm}`;
export type FormField = TextField | 'imagen' | 'adjunto';

/** The fields in the order the form shows them: the first wrong one takes the focus. */
export const fieldOrder: FormField[] = [
  ...languages.flatMap((language) => (['titulo', 'descripcion', 'textoImagen'] as const).map((name): FormField => `textos.${language}.${name}`)),
  'imagen',
  'adjunto',
];

const emptyTexts = (): GuideTextsForm => ({ titulo: '', descripcion: '', textoImagen: '' });

export const emptyForm = (): GuideForm => ({
  textos: { es: emptyTexts(), ca: emptyTexts(), en: emptyTexts() },
  imagen: { kind: 'none' },
  adjunto: { kind: 'none' },
});

export const formOf = (guide: StaffGuide): GuideForm => ({
  textos: { es: { ...guide.textos.es }, ca: { ...guide.textos.ca }, en: { ...guide.textos.en } },
  imagen: guide.imagen ? { kind: 'current', url: guide.imagen } : { kind: 'none' },
  adjunto: guide.adjunto ? { kind: 'current', url: guide.adjunto.url, tipo: guide.adjunto.tipo } : { kind: 'none' },
});

export const hasImage = (form: GuideForm) => form.imagen.kind !== 'none';

/** A translation other than Spanish left empty: its readers see the Spanish guide. */
export const isEmptyTranslation = (texts: GuideTextsForm) => texts.titulo.trim() === '' && texts.descripcion.trim() === '';

const limits: Record<keyof GuideTextsForm, number> = { titulo: guideTitleMax, descripcion: guideDescriptionMax, textoImagen: guideImageAltMax };

/** The bytes a base64 text holds. */
const bytesOf = (base64: string) => Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);

/** Which rule a chosen file breaks before it is sent (the server checks again, with the content). */
export const chosenFileProblem = (file: ChosenFile, rules: { extensions: readonly string[]; maxBytes: number }) => {
  if (file.ficheroB64 === '') return 'required';
  if (!rules.extensions.includes(file.extension)) return 'fileType';
  return bytesOf(file.ficheroB64) > rules.maxBytes ? 'fileSize' : null;
};

export const formProblems = (form: GuideForm): Partial<Record<FormField, FieldProblem>> => {
  const problems: Partial<Record<FormField, FieldProblem>> = {};
  for (const language of languages) {
    const texts = form.textos[language];
    if (language !== 'es' && isEmptyTranslation(texts)) continue;
    for (const name of ['titulo', 'descripcion'] as const) {
      if (texts[name].trim() === '') problems[`textos.${language}.${name}`] = { key: language === 'es' ? 'required' : 'incomplete' };
    }
    if (hasImage(form) && texts.textoImagen.trim() === '') problems[`textos.${language}.textoImagen`] = { key: 'altRequired' };
    for (const name of ['titulo', 'descripcion', 'textoImagen'] as const) {
      if (texts[name].trim().length > limits[name]) problems[`textos.${language}.${name}`] = { key: `tooLong.${name}` };
    }
  }
  if (form.imagen.kind === 'new') {
    const broken = chosenFileProblem(form.imagen.file, guideImageRules);
    if (broken) problems.imagen = { key: broken };
  }
  if (form.adjunto.kind === 'new') {
    const broken = chosenFileProblem(form.adjunto.file, guideFileRules);
    if (broken) problems.adjunto = { key: broken };
  }
  if (form.adjunto.kind === 'link') {
    const link = form.adjunto.url.trim();
    if (link === '') problems.adjunto = { key: 'required' };
    else if (link.length > guideLinkMax || !isGuideLink(link)) problems.adjunto = { key: 'linkInvalid' };
  }
  return problems;
};

/** The body the server takes: what changed of the image and the attachment, and the texts. */
export const requestOf = (form: GuideForm): GuideFields => ({
  textos: form.textos,
  imagen:
    form.imagen.kind === 'current'
      ? { accion: 'mantener' }
      : form.imagen.kind === 'new'
        ? { accion: 'subir', extension: form.imagen.file.extension, ficheroB64: form.imagen.file.ficheroB64 }
        : { accion: 'quitar' },
  adjunto:
    form.adjunto.kind === 'current'
      ? { accion: 'mantener' }
      : form.adjunto.kind === 'link'
        ? { accion: 'enlace', url: form.adjunto.url.trim() }
        : form.adjunto.kind === 'new'
          ? { accion: 'subir', extension: form.adjunto.file.extension, ficheroB64: form.adjunto.file.ficheroB64 }
          : { accion: 'quitar' },
});

export const editRequestOf = (form: GuideForm, version: string): GuideEditRequest => ({ ...requestOf(form), version });

/** The server's field errors (400, status 15) on the form's fields; the rest stay with the notice. */
export const serverProblems = (error: unknown): Partial<Record<FormField, FieldProblem>> => {
  const details = isApiError(error) ? (error.details as { errores?: { campo?: unknown; mensaje?: unknown }[] } | undefined) : undefined;
  const problems: Partial<Record<FormField, FieldProblem>> = {};
  for (const item of details?.errores ?? []) {
    const field = String(item.campo ?? '') as FormField;
    if (fieldOrder.includes(field) && !problems[field]) problems[field] = { text: String(item.mensaje ?? '') };
  }
  return problems;
};

/** The list after a guide moved one place: the moved one swaps with its neighbour. */
export const afterMove = (guides: StaffGuide[], moved: StaffGuide): StaffGuide[] => {
  const from = guides.findIndex((guide) => guide.id === moved.id);
  const to = moved.posicion - 1;
  if (from < 0 || to < 0 || to >= guides.length) return guides;
  const next = [...guides];
  const neighbour = next[to]!;
  next[to] = moved;
  next[from] = { ...neighbour, posicion: from + 1 };
  return next;
};
