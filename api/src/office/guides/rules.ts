import {
  guideDescriptionMax,
  guideImageAltMax,
  guideLinkMax,
  guideTitleMax,
  isGuideLink,
  languages,
  type Language,
  type guideFields,
} from '@portal/contracts';
import type { z } from 'zod';
import type { FieldProblem } from '../communications/rules';
import type { UploadRefusal } from '../../platform/storage/uploaded-files';
import type { GuideHtmlCheck, GuideHtmlRemoval } from './sanitise';

/**
 * The rules a guide keeps beyond its shape: the Spanish translation is whole (title and
 * description); a Catalan or English one is either empty (its readers see the Spanish guide) or
 * whole; each text within its length; the description only uses what the students' page shows
 * (guideSanitiserSettings: the refusal names the tag, the attribute or the link it found); an
 * image has its alternative text in each language written; a link is a web page.
 */

type Fields = z.output<typeof guideFields>;

/** One translation as stored (null for an empty ca/en one). */
export interface CleanTranslation {
  title: string;
  description: string;
  imageAlt: string | null;
}
export type CleanTexts = Record<Language, CleanTranslation | null> & { es: CleanTranslation };

type Say = {
  required: string;
  tooLong: (max: number, length: number) => string;
  incomplete: string;
  tag: (name: string) => string;
  attribute: (name: string) => string;
  link: string;
  altRequired: string;
  attachmentLink: string;
  upload: Record<'image' | 'file', Record<UploadRefusal, string>>;
};

const words: Record<Language, Say> = {
  es: {
    required: 'Este campo es requerido',
    tooLong: (max, length) => `Como máximo ${max.toLocaleString('es')} caracteres (tiene ${length.toLocaleString('es')})`,
    incomplete: 'Escribe el título y la descripción de esta traducción, o deja los dos vacíos (se mostrará la guía en castellano)',
    tag: (name) => `No se admite <${name}>: usa títulos (h2-h4), párrafos, listas, enlaces, negrita y cursiva`,
    attribute: (name) => `No se admite el atributo «${name}»: un texto solo lleva la dirección de sus enlaces`,
    link: 'Los enlaces solo pueden llevar a una dirección web (http:// o https://) o de correo (mailto:)',
    altRequired: 'Describe la imagen para quien no puede verla (texto alternativo)',
    attachmentLink: 'Escribe una dirección web (empieza por http:// o https://)',
    upload: {
      image: {
        extension: 'Solo se admiten imágenes PNG, JPG o GIF',
        content: 'El fichero no es la imagen que dice su extensión',
        expands: 'La imagen es demasiado grande al descomprimirla',
        size: 'La imagen ocupa más de 1 MB',
        encoding: 'No se ha podido leer el fichero: vuelve a elegirlo',
      },
      file: {
        extension: 'Solo se admiten ficheros PDF',
        content: 'El fichero no es un PDF válido',
        expands: 'El PDF es demasiado grande al abrirlo',
        size: 'El fichero ocupa más de 2 MB',
        encoding: 'No se ha podido leer el fichero: vuelve a elegirlo',
      },
    },
  },
  ca: {
    required: 'Aquest camp és requerit',
    tooLong: (max, length) => `Com a màxim ${max.toLocaleString('ca')} caràcters (en té ${length.toLocaleString('ca')})`,
    incomplete: "Escriu el títol i la descripció d'aquesta traducció, o deixa'ls tots dos buits (es mostrarà la guia en castellà)",
    tag: (name) => `No s'admet <${name}>: fes servir títols (h2-h4), paràgrafs, llistes, enllaços, negreta i cursiva`,
    attribute: (name) => `No s'admet l'atribut «${name}»: un text només porta l'adreça dels seus enllaços`,
    link: "Els enllaços només poden portar a una adreça web (http:// o https://) o de correu (mailto:)",
    altRequired: 'Descriu la imatge per a qui no la pot veure (text alternatiu)',
    attachmentLink: 'Escriu una adreça web (comença per http:// o https://)',
    upload: {
      image: {
        extension: "Només s'admeten imatges PNG, JPG o GIF",
        content: 'El fitxer no és la imatge que diu la seva extensió',
        expands: 'La imatge és massa gran en descomprimir-la',
        size: 'La imatge ocupa més d\'1 MB',
        encoding: "No s'ha pogut llegir el fitxer: torna a triar-lo",
      },
      file: {
        extension: "Només s'admeten fitxers PDF",
        content: 'El fitxer no és un PDF vàlid',
        expands: 'El PDF és massa gran en obrir-lo',
        size: 'El fitxer ocupa més de 2 MB',
        encoding: "No s'ha pogut llegir el fitxer: torna a triar-lo",
      },
    },
  },
  en: {
    required: 'This field is required',
    tooLong: (max, length) => `At most ${max.toLocaleString('en')} characters (it has ${length.toLocaleString('en')})`,
    incomplete: 'Write both the title and the description of this translation, or leave both empty (the Spanish guide is shown)',
    tag: (name) => `<${name}> is not allowed: use headings (h2-h4), paragraphs, lists, links, bold and italics`,
    attribute: (name) => `The attribute "${name}" is not allowed: a text only carries its links' addresses`,
    link: 'Links may only lead to a web address (http:// or https://) or a mail address (mailto:)',
    altRequired: 'Describe the image for whoever cannot see it (alternative text)',
    attachmentLink: 'Write a web address (starting with http:// or https://)',
    upload: {
      image: {
        extension: 'Only PNG, JPG or GIF images are allowed',
        content: 'The file is not the image its extension says',
        expands: 'The image is too large once decompressed',
        size: 'The image is larger than 1 MB',
        encoding: 'The file could not be read: choose it again',
      },
      file: {
        extension: 'Only PDF files are allowed',
        content: 'The file is not a valid PDF',
        expands: 'The PDF is too large once opened',
        size: 'The file is larger than 2 MB',
        encoding: 'The file could not be read: choose it again',
      },
    },
  },
};

/** The refusal of the first thing the sanitiser took out of a description. */
const removalProblem = (say: Say, removal: GuideHtmlRemoval): string =>
  removal.kind === 'element' ? say.tag(removal.name) : removal.kind === 'link' ? say.link : say.attribute(removal.name);

/** Whether the guide will have an image once saved: `current` is whether it has one now. */
export const willHaveImage = (fields: Fields, current: boolean): boolean =>
  fields.imagen.accion === 'subir' || (fields.imagen.accion === 'mantener' && current);

/**
 * The texts to store, or every problem found (each field once, in the caller's language).
 * `html` holds the sanitiser's check of the es, ca and en descriptions, in that order.
 */
export const checkGuideTexts = (
  fields: Fields,
  html: GuideHtmlCheck[],
  hasImage: boolean,
  language: Language,
): { ok: true; value: CleanTexts } | { ok: false; problems: FieldProblem[] } => {
  const say = words[language];
  const problems: FieldProblem[] = [];
  const texts = {} as Record<Language, CleanTranslation | null>;
  for (const [index, lang] of languages.entries()) {
    const written = fields.textos[lang];
    const title = written.titulo.trim();
    const description = written.descripcion.trim();
    const alt = written.textoImagen.trim();
    const field = (name: string) => `textos.${lang}.${name}`;
    const before = problems.length;
    if (lang !== 'es' && title === '' && description === '') {
      texts[lang] = null;
      continue;
    }
    if (title === '') problems.push({ campo: field('titulo'), mensaje: lang === 'es' ? say.required : say.incomplete });
    else if (title.length > guideTitleMax) problems.push({ campo: field('titulo'), mensaje: say.tooLong(guideTitleMax, title.length) });
    const check = html[index]!;
    if (description === '') problems.push({ campo: field('descripcion'), mensaje: lang === 'es' ? say.required : say.incomplete });
    else if (description.length > guideDescriptionMax)
      problems.push({ campo: field('descripcion'), mensaje: say.tooLong(guideDescriptionMax, description.length) });
    else if (check.removed.length > 0) problems.push({ campo: field('descripcion'), mensaje: removalProblem(say, check.removed[0]!) });
    if (hasImage && alt === '') problems.push({ campo: field('textoImagen'), mensaje: say.altRequired });
    else if (alt.length > guideImageAltMax) problems.push({ campo: field('textoImagen'), mensaje: say.tooLong(guideImageAltMax, alt.length) });
    texts[lang] = problems.length > before ? null : { title, description: check.clean, imageAlt: hasImage ? alt : null };
  }
  if (fields.adjunto.accion === 'enlace') {
    const link = fields.adjunto.url.trim();
    if (link === '') problems.push({ campo: 'adjunto', mensaje: say.required });
    else if (link.length > guideLinkMax) problems.push({ campo: 'adjunto', mensaje: say.tooLong(guideLinkMax, link.length) });
    else if (!isGuideLink(link)) problems.push({ campo: 'adjunto', mensaje: say.attachmentLink });
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: texts as CleanTexts };
};

/** Why an uploaded image (`imagen`) or file (`adjunto`) was refused, as a field's problem. */
export const uploadProblem = (kind: 'image' | 'file', reason: UploadRefusal, language: Language): FieldProblem => ({
  campo: kind === 'image' ? 'imagen' : 'adjunto',
  mensaje: words[language].upload[kind][reason],
});
