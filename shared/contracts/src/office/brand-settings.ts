import { z } from 'zod';
import { brandLevels, brandSettings, type BrandSettings } from '../brand/brand';
import { internshipDocumentKinds } from '../internships/internships';
import { degreeLevelKey } from '../reference-data/domains';
import { companyBrandSettings } from '../company/brand';
import { envelope, languageSchema } from '../platform/envelope';
import type { Language } from '../platform/languages';

/**
 * The brand and settings as the careers office's admin edits them (issue 26, `admin` role only):
 * every key of the brand but the application's version and the forum's login origins, which stay
 * as they are. Bounded here so a hostile or careless value is refused before any rule runs; the
 * contrast rule (below) is the server's, and the page runs the same function to show it live.
 */

export const brandNameMax = 200;
export const brandTextMax = 1000;
export const brandLongTextMax = 2000;
export const brandLinkMax = 500;
export const brandFooterLinksMax = 12;
export const brandLogoMaxBytes = 1024 * 1024;
/** Logos are raster images: an SVG may carry scripts, and the upload checks read these types' bytes. */
export const brandLogoExtensions = ['png', 'jpg', 'jpeg', 'gif'] as const;

/** The fonts an institution may choose: the two the portal serves itself, and three every system has. */
export const brandFonts = ['Lato', 'Nunito', 'Arial', 'Georgia', 'Verdana'] as const;

/** The logos the portal ships with (served from /brand/): always allowed back. */
export const defaultBrandLogos = ['/brand/logo-cabecera.svg', '/brand/logo-pie.svg'] as const;
/** Where an uploaded logo is served from (public: every visitor's header shows it). */
export const brandLogoPathPrefix = '/api/Publico/logoMarca/';
export const isBrandLogo = (value: string): boolean =>
  (defaultBrandLogos as readonly string[]).includes(value) ||
  new RegExp(
    `^${brandLogoPathPrefix.replace(/\//g, '\\/')}[0-9a-f-]{36}\\.(${brandLogoExtensions.join('|')})$`,
  ).test(value);

/**
 * A link the portal shows: a path of the portal (`/…`, never `//host`) or an https address;
 * never javascript:, data:, http: nor anything with spaces or backslashes.
 */
export const isPortalOrHttpsLink = (link: string): boolean =>
  /^\/(?!\/)[^\s\\]*$/.test(link) || /^https:\/\/[^\s/\\?#]+[^\s\\]*$/i.test(link);

/** #rrggbb: the contrast is computed on exactly what the page will paint. */
export const isBrandColour = (value: string): boolean => /^#[0-9a-f]{6}$/i.test(value);

// ---- Contrast (WCAG 2.x) ---------------------------------------------------------------------

/** Relative luminance of an #rrggbb colour (WCAG 2.x definition, sRGB). */
export const relativeLuminance = (hex: string): number => {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
};

/** The contrast ratio of two #rrggbb colours, from 1 to 21. */
export const contrastRatio = (first: string, second: string): number => {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
};

/** A ratio as people read it: two decimals, rounded down so a refused 4.499 never reads 4.50. */
export const ratioText = (ratio: number): string => (Math.floor(ratio * 100) / 100).toFixed(2);

/**
 * The pairs the portal paints one on the other (shared/ui styles, shell.css): body text on the
 * background; white text on the primary colour (header, menu, buttons, the home's banner); the
 * primary colour as link text on the background. The portal puts no text on the secondary colour:
 * it draws the focus ring and accents, so it is held to the non-text rule (1.4.11, 3:1).
 */
export const contrastPairs = [
  'textoSobreFondo',
  'blancoSobrePrimario',
  'primarioSobreFondo',
  'secundarioSobreFondo',
] as const;
export type ContrastPair = (typeof contrastPairs)[number];

const pairColours = (colores: BrandSettings['colores']): Record<ContrastPair, [string, string, number]> => ({
  textoSobreFondo: [colores.texto, colores.fondo, 4.5],
  blancoSobrePrimario: ['#ffffff', colores.primario, 4.5],
  primarioSobreFondo: [colores.primario, colores.fondo, 4.5],
  secundarioSobreFondo: [colores.secundario, colores.fondo, 3],
});

export const contrastPairNames: Record<Language, Record<ContrastPair, string>> = {
  es: {
    textoSobreFondo: 'El texto sobre el fondo',
    blancoSobrePrimario: 'El texto blanco sobre el color principal',
    primarioSobreFondo: 'Los enlaces (color principal) sobre el fondo',
    secundarioSobreFondo: 'El color secundario (marco del foco) sobre el fondo',
  },
  ca: {
    textoSobreFondo: 'El text sobre el fons',
    blancoSobrePrimario: 'El text blanc sobre el color principal',
    primarioSobreFondo: 'Els enllaços (color principal) sobre el fons',
    secundarioSobreFondo: 'El color secundari (marc del focus) sobre el fons',
  },
  en: {
    textoSobreFondo: 'Text on the background',
    blancoSobrePrimario: 'White text on the primary colour',
    primarioSobreFondo: 'Links (primary colour) on the background',
    secundarioSobreFondo: 'The secondary colour (focus ring) on the background',
  },
};

export interface ContrastCheck {
  par: ContrastPair;
  ratio: number;
  minimo: number;
  cumple: boolean;
}

/** Every pair's ratio against its minimum; colours that are not #rrggbb are left to the field rule. */
export const contrastChecks = (colores: BrandSettings['colores']): ContrastCheck[] => {
  if (!Object.values(colores).every(isBrandColour)) return [];
  return Object.entries(pairColours(colores)).map(([par, [front, back, minimo]]) => {
    const ratio = contrastRatio(front, back);
    return { par: par as ContrastPair, ratio, minimo, cumple: ratio >= minimo };
  });
};

/** Why a pair is refused, in the reader's language: the pair, its ratio and the minimum. */
export const contrastRefusal = (check: ContrastCheck, language: Language): string => {
  const pair = contrastPairNames[language][check.par];
  const ratio = ratioText(check.ratio);
  const minimum = check.minimo.toFixed(1);
  if (language === 'ca')
    return `${pair} té un contrast de ${ratio}:1; en cal almenys ${minimum}:1 (WCAG AA).`;
  if (language === 'en')
    return `${pair} has a contrast of ${ratio}:1; at least ${minimum}:1 is needed (WCAG AA).`;
  return `${pair} tiene un contraste de ${ratio}:1; necesita al menos ${minimum}:1 (WCAG AA).`;
};

// ---- What the admin sends ------------------------------------------------------------------

const text = (max: number) => z.string().trim().max(max);
const perLanguage = <T extends z.ZodType>(value: T) => z.object({ es: value, ca: value, en: value });
const colour = z.string().trim().refine(isBrandColour, 'a colour as #rrggbb');
const link = text(brandLinkMax).refine(isPortalOrHttpsLink, 'a portal path (/…) or an https:// address');
const logo = z.string().max(brandLinkMax).refine(isBrandLogo, 'a logo uploaded here or a default one');
const email = z.string().trim().max(254).email();

export const editableBrand = z.object({
  nombreInstitucion: text(brandNameMax).min(1),
  colores: z.object({ primario: colour, secundario: colour, texto: colour, fondo: colour }),
  logos: z.object({ cabecera: logo, pie: logo }),
  textosLogos: z.object({
    cabecera: perLanguage(text(brandNameMax).min(1)),
    pie: perLanguage(text(brandNameMax).min(1)),
  }),
  fuentes: z.object({ titulos: z.enum(brandFonts), texto: z.enum(brandFonts) }),
  enlacesPie: perLanguage(z.array(z.object({ texto: text(100).min(1), url: link })).max(brandFooterLinksMax)),
  emailsContacto: z.object({ practicas: email, empleo: email, general: email }),
  /** An analytics property id (G-XXXX, UA-1234-1...); null: no analytics. */
  idAnalytics: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,40}$/, 'letters, digits and hyphens')
    .nullable(),
  mantenimiento: z.boolean(),
  mensajeMantenimiento: perLanguage(text(brandTextMax)),
  languagebydefault: languageSchema,
  flags: brandSettings.shape.flags,
  niveles: z
    .array(degreeLevelKey)
    .min(1)
    .max(degreeLevelKey.options.length)
    .refine((levels) => new Set(levels).size === levels.length, 'each level once'),
  practicasSoloPdf: z
    .array(z.enum(internshipDocumentKinds))
    .max(internshipDocumentKinds.length)
    .refine((kinds) => new Set(kinds).size === kinds.length, 'each document once'),
  empresas: companyBrandSettings,
  inicioAlumno: z.object({
    banner: z
      .object({
        titulo: perLanguage(text(brandNameMax).min(1)),
        texto: perLanguage(text(brandTextMax)),
        enlace: link,
      })
      .nullable(),
    textoInfo: perLanguage(text(brandLongTextMax).min(1)).nullable(),
  }),
});
export type EditableBrand = z.infer<typeof editableBrand>;

/** POST /api/Orientacion/marca: the settings and the version the admin saw (131 when it is not the current one). */
export const brandSaveRequest = z.object({ ajustes: editableBrand, version: z.string().min(1).max(40) });
export type BrandSaveRequest = z.infer<typeof brandSaveRequest>;

/** One recorded change: who, when, and only the keys that changed (dotted paths), before and after. */
export const brandChange = z.object({
  por: z.string(),
  el: z.string(),
  antes: z.record(z.string(), z.unknown()),
  despues: z.record(z.string(), z.unknown()),
});
export type BrandChange = z.infer<typeof brandChange>;

export const brandAdminView = z.object({
  ajustes: brandSettings,
  version: z.string(),
  /** The latest changes first (at most `brandHistoryShown`). */
  historial: z.array(brandChange),
});
export type BrandAdminView = z.infer<typeof brandAdminView>;
export const brandHistoryShown = 50;

export const brandAdminResponse = envelope(brandAdminView);
export const brandSaveResponse = envelope(brandAdminView.extend({ aviso: z.number().int() }));

/** POST /api/Orientacion/marca/logo: an image, in base64, checked as every upload is. */
export const brandLogoUploadRequest = z.object({
  ficheroB64: z
    .string()
    .min(1)
    .max(Math.ceil((brandLogoMaxBytes * 4) / 3) + 8),
  extension: z.string().trim().min(1).max(10),
});
export const brandLogoUploadResponse = envelope(z.object({ aviso: z.number().int(), url: z.string() }));
export const brandLogoParams = z.object({ clave: z.string().regex(/^[0-9a-f-]{36}\.[a-z]{3,4}$/) });

/** The audit queue of the brand's changes (staff_decisions.queue; record 1, the one brand). */
export const brandAuditQueue = 'marca' as const;

/** The editable part of stored settings, with what a brand written before these keys existed lacks. */
export const editableOf = (
  settings: BrandSettings,
  companyDefaults: EditableBrand['empresas'],
): EditableBrand => {
  const same = (value: string) => ({ es: value, ca: value, en: value });
  return {
    nombreInstitucion: settings.nombreInstitucion,
    colores: settings.colores,
    logos: settings.logos,
    textosLogos: settings.textosLogos ?? {
      cabecera: same(settings.nombreInstitucion),
      pie: same(settings.nombreInstitucion),
    },
    fuentes: settings.fuentes as EditableBrand['fuentes'],
    enlacesPie: settings.enlacesPie,
    emailsContacto: settings.emailsContacto,
    idAnalytics: settings.idAnalytics,
    mantenimiento: settings.mantenimiento,
    mensajeMantenimiento: settings.mensajeMantenimiento ?? same(''),
    languagebydefault: settings.languagebydefault,
    flags: settings.flags,
    niveles: brandLevels(settings),
    practicasSoloPdf: settings.practicasSoloPdf ?? [],
    empresas: settings.empresas ?? companyDefaults,
    inicioAlumno: {
      banner: settings.inicioAlumno?.banner ?? null,
      textoInfo: settings.inicioAlumno?.textoInfo ?? null,
    },
  };
};
