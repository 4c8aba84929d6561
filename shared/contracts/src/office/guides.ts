import { z } from 'zod';
import { envelope } from '../platform/envelope';
import type { Language } from '../platform/languages';

/**
 * Orientation guides as the careers office manages them (issue 26): one guide with its texts in
 * es, ca and en (ca and en may stay empty: their readers see the whole Spanish guide then), a rich
 * text description (headings, paragraphs, lists, links, emphasis), an optional image with its
 * alternative text, an optional attached PDF or link; drafts until published, withdrawn when no
 * longer wanted, in the order the office gives them. Students read them through dameGuiaOrientacion.
 */

export const guideTitleMax = 150;
export const guideDescriptionMax = 20_000;
export const guideImageAltMax = 250;
export const guideLinkMax = 500;

/** The guide's image: checked by extension, size and content as every upload of the portal. */
export const guideImageRules = { extensions: ['png', 'jpg', 'jpeg', 'gif'], maxBytes: 1024 * 1024 } as const;
/** The guide's attached file. */
export const guideFileRules = { extensions: ['pdf'], maxBytes: 2 * 1024 * 1024 } as const;

/** Where a guide stands: written but never shown, shown to students, taken back. */
export const guideStates = ['borrador', 'publicada', 'retirada'] as const;
export type GuideState = (typeof guideStates)[number];

/**
 * The tags a guide's description may use, and the sanitiser's settings (DOMPurify, the sanitiser
 * the portal uses on the office's HTML) with which it is checked on save and cleaned on display:
 * links only to web pages and mail addresses, no attribute but a link's address.
 */
export const guideAllowedTags = ['h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'b', 'i'] as const;
export const guideSanitiserSettings = {
  ALLOWED_TAGS: [...guideAllowedTags] as string[],
  ALLOWED_ATTR: ['href'] as string[],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  KEEP_CONTENT: true,
};

/** A link a guide may attach: a web page (http, https). */
export const isGuideLink = (link: string): boolean => /^https?:\/\/[^\s/\\]+[^\s\\]*$/i.test(link);

/** The bounds of the request's shape: far past the rules' limits, which answer field by field. */
const roomy = (max: number) => z.string().max(max * 4);

const translation = z.object({
  titulo: roomy(guideTitleMax).default(''),
  descripcion: roomy(guideDescriptionMax).default(''),
  /** The image's alternative text in this language: required when there is an image and this translation. */
  textoImagen: roomy(guideImageAltMax).default(''),
});
export type GuideTranslation = z.infer<typeof translation>;

/** `ficheroB64`: named as every base64 file of the contract (the input bounds let only those past 100,000 characters). */
const upload = { extension: z.string().max(10), ficheroB64: z.string().max(4 * 1024 * 1024) };
const keep = z.object({ accion: z.literal('mantener') });
const remove = z.object({ accion: z.literal('quitar') });

/** What the office writes (POST /api/Orientacion/guias, and each edit). */
export const guideFields = z.object({
  textos: z.object({ es: translation, ca: translation, en: translation }),
  imagen: z.discriminatedUnion('accion', [keep, remove, z.object({ accion: z.literal('subir'), ...upload })]).default({ accion: 'mantener' }),
  adjunto: z
    .discriminatedUnion('accion', [
      keep,
      remove,
      z.object({ accion: z.literal('enlace'), url: roomy(guideLinkMax) }),
      z.object({ accion: z.literal('subir'), ...upload }),
    ])
    .default({ accion: 'mantener' }),
});
export type GuideFields = z.input<typeof guideFields>;

/** A change names the version the staff member saw: a newer one refuses it (131). */
export const guideVersion = z.string().min(1).max(40);
export const guideEditRequest = guideFields.extend({ version: guideVersion });
export type GuideEditRequest = z.input<typeof guideEditRequest>;
export const guideStepRequest = z.object({ version: guideVersion });
export const guideMoveRequest = z.object({ version: guideVersion, direccion: z.enum(['arriba', 'abajo']) });
export type GuideMoveRequest = z.input<typeof guideMoveRequest>;

const staffStep = z.object({ por: z.string(), el: z.string() }).nullable();
const texts = z.object({ titulo: z.string(), descripcion: z.string(), textoImagen: z.string() });

/** A guide as the office lists and edits it. */
export const staffGuide = z.object({
  id: z.number().int(),
  /** 1 for the first of the students' order. */
  posicion: z.number().int(),
  estado: z.enum(guideStates),
  textos: z.object({ es: texts, ca: texts, en: texts }),
  /** Where the image is read, or null. */
  imagen: z.string().nullable(),
  adjunto: z.object({ tipo: z.enum(['enlace', 'fichero']), url: z.string() }).nullable(),
  creada: staffStep,
  modificada: staffStep,
  publicada: staffStep,
  retirada: staffStep,
  version: z.string(),
});
export type StaffGuide = z.infer<typeof staffGuide>;

export const staffGuidesResponse = envelope(z.array(staffGuide));
export const staffGuideResponse = envelope(staffGuide);
export const staffGuideChangeResponse = envelope(z.object({ aviso: z.number().int(), guia: staffGuide }));

/** Where a guide's stored image or file is read (no session: an image tag cannot send one). */
export const guideFilePath = (key: string) => `/api/guias-orientacion/ficheros/${key}`;
export const guideFileKey = z.string().regex(/^[0-9a-f-]{36}\.(png|jpe?g|gif|pdf)$/);

/**
 * The translation a reader of `language` sees: theirs when its title is written, else the
 * Spanish one (the whole of it, so a guide never mixes two languages).
 */
export const guideTranslationIn = <T extends { titulo: string }>(textos: Record<Language, T>, language: Language): T =>
  textos[language].titulo.trim() !== '' ? textos[language] : textos.es;

/** The audit queue of the office's steps on guides (staff_decisions.queue). */
export const guidesQueue = 'guias' as const;

/**
 * A guide's description as students see it: `toFragment` is DOMPurify's sanitize with
 * guideSanitiserSettings returning a fragment (the students' page's, and the office's preview);
 * links open in a new tab without access to the portal's page.
 */
export const guideDisplayHtmlWith = (toFragment: (html: string) => DocumentFragment, html: string): string => {
  const fragment = toFragment(html);
  for (const link of fragment.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
};
