import { z } from 'zod';
import { companyBrandSettings } from '../company/brand';
import { internshipDocumentKinds } from '../internships/internships';
import { degreeLevelKey } from '../reference-data/domains';
import { envelope, languageSchema } from '../platform/envelope';

const perLanguage = <T extends z.ZodType>(value: T) => z.object({ es: value, ca: value, en: value });

export const footerLink = z.object({ texto: z.string(), url: z.string() });

/** Brand settings of the institution (spec 000 §3): colours, logos, fonts, links, flags. */
export const brandSettings = z.object({
  nombreInstitucion: z.string(),
  colores: z.object({
    primario: z.string(),
    secundario: z.string(),
    texto: z.string(),
    fondo: z.string(),
  }),
  logos: z.object({ cabecera: z.string(), pie: z.string() }),
  /** What each logo says to whoever cannot see it; absent: the institution's name. */
  textosLogos: z.object({ cabecera: perLanguage(z.string()), pie: perLanguage(z.string()) }).optional(),
  fuentes: z.object({ titulos: z.string(), texto: z.string() }),
  enlacesPie: perLanguage(z.array(footerLink)),
  emailsContacto: z.object({ practicas: z.string(), empleo: z.string(), general: z.string() }),
  idAnalytics: z.string().nullable(),
  mantenimiento: z.boolean(),
  /** What the maintenance screen says while `mantenimiento` is on; absent or empty: its own words. */
  mensajeMantenimiento: perLanguage(z.string()).optional(),
  version: z.string(),
  languagebydefault: languageSchema,
  /** Origins whose windows may hand the portal a login (guard 1, `?forum`): exact origins only. */
  origenesLoginExterno: z.array(z.string().url()),
  flags: z.object({
    hasEventos: z.boolean(),
    hasGuiasOrientacion: z.boolean(),
    canCambiarPracticas: z.boolean(),
    canBorrarCuenta: z.boolean(),
    hashelp: z.boolean(),
    popupDatosObligatorios: z.boolean(),
    checkDatosCompletosEmpresa: z.boolean(),
    canRegistroAlumno: z.boolean(),
    /**
     * Studies a self-registered student declares count for applications (degree and level
     * restrictions, the services they open) only once the careers office verified them; those
     * of the institutional login count at once. Off by default: declared studies count at once.
     */
    verificarEstudiosDeclarados: z.boolean().default(false),
  }),
  /**
   * The levels of study the institution teaches (spec 000 §3 "levels"): offers target only these,
   * and the wizard offers only these. Absent: all four.
   */
  niveles: z.array(degreeLevelKey).min(1).optional(),
  /**
   * The internship documents of the home forms accepted only as PDF (spec 000 §5: an optional
   * PDF-only mode, per field). Absent: none, every extension of the home forms.
   */
  practicasSoloPdf: z.array(z.enum(internshipDocumentKinds)).optional(),
  /** The company side's settings (company/brand.ts); companyBrandDefaults when absent. */
  empresas: companyBrandSettings.optional(),
  /** The student home's banner and info text (spec 000 §2.3); absent or null: not shown. */
  inicioAlumno: z
    .object({
      /** A banner linking inside the portal (a path) or outside it (an https address). */
      banner: z
        .object({
          titulo: perLanguage(z.string().min(1)),
          texto: perLanguage(z.string()),
          enlace: z.string().regex(/^(\/|https:\/\/)/, 'a portal path or an https address'),
        })
        .nullable(),
      /** The institution's info text, shown when set. */
      textoInfo: perLanguage(z.string().min(1)).nullable(),
    })
    .optional(),
});
export type BrandSettings = z.infer<typeof brandSettings>;
export type BrandFlag = keyof BrandSettings['flags'];

/** GET /api/Publico/dameConfiguracionMarca (path ours: the spec does not show it). */
export const brandResponse = envelope(brandSettings);

/** The levels the institution teaches, in the domain's order. */
export const brandLevels = (settings: Pick<BrandSettings, 'niveles'>): z.infer<typeof degreeLevelKey>[] =>
  degreeLevelKey.options.filter((level) => settings.niveles?.includes(level) ?? true);

/** Whether a home-form internship document of this kind is accepted only as PDF. */
export const isPdfOnlyInternshipDocument = (
  settings: Pick<BrandSettings, 'practicasSoloPdf'>,
  kind: (typeof internshipDocumentKinds)[number],
): boolean => settings.practicasSoloPdf?.includes(kind) ?? false;
