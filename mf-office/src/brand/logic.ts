import {
  contrastChecks,
  contrastRefusal,
  isPortalOrHttpsLink,
  type BrandSettings,
  type CompanyBrandFlag,
  type EditableBrand,
  type Language,
} from '@portal/contracts';
import { isApiError } from '@portal/api-client';
import type { FieldProblem } from '../components/use-refusable-form';

/** The institution's flags, in the order the page lists them (the spec's first). */
export const studentFlags = [
  'hasEventos',
  'hasGuiasOrientacion',
  'canCambiarPracticas',
  'canBorrarCuenta',
  'hashelp',
  'popupDatosObligatorios',
  'canRegistroAlumno',
  'verificarEstudiosDeclarados',
] as const satisfies readonly (keyof BrandSettings['flags'])[];

/**
 * The company side's flags (spec 001 §6 names twelve: eleven here and checkDatosCompletosEmpresa,
 * which the institution's flags hold), then the ones our contract added.
 */
export const companyFlags = [
  'checkDatosCompletosEmpresa',
  'duplicarOfertas',
  'duplicarOfertasPerfilContrario',
  'subidaDocumentacion',
  'solicitarEmpresaDestino',
  'direccionContactos',
  'tipoEmpresa',
  'menuSolicitudesPracticasEducacion',
  'solicitarCambioPracticas',
  'mostrarReferenciaOferta',
  'compruebaIban',
  'programasPracticas',
  'publicacionDirectaOfertas',
  'cerrarOfertas',
  'eliminarOfertas',
] as const satisfies readonly (CompanyBrandFlag | 'checkDatosCompletosEmpresa')[];

/** A flag's value and its change, wherever the brand keeps it. */
export const flagOf = (form: EditableBrand, flag: (typeof studentFlags)[number] | (typeof companyFlags)[number]): boolean =>
  flag in form.flags ? form.flags[flag as keyof EditableBrand['flags']] : form.empresas[flag as CompanyBrandFlag];
export const withFlag = (
  form: EditableBrand,
  flag: (typeof studentFlags)[number] | (typeof companyFlags)[number],
  value: boolean,
): EditableBrand =>
  flag in form.flags ? { ...form, flags: { ...form.flags, [flag]: value } } : { ...form, empresas: { ...form.empresas, [flag]: value } };

/**
 * The entries of a student's menu the flags decide, with the fixed ones around them, in the
 * shell's order (shell/src/layout/menu-items.ts); the entries that depend on the student's own
 * offers and internships are left out of the preview.
 */
export const previewMenu = (flags: EditableBrand['flags']): string[] =>
  [
    ['perfil', true],
    ['candidaturas', true],
    ['encuestas', true],
    ['eventos', flags.hasEventos],
    ['guias', flags.hasGuiasOrientacion],
    ['ayuda', flags.hashelp],
    ['contrasena', true],
    ['baja', flags.canBorrarCuenta],
  ].flatMap(([key, shown]) => (shown ? [key as string] : []));

const emailLike = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** What the page checks before sending: the same contrast rule as the server, links, required texts. */
export const formProblems = (form: EditableBrand, language: Language): Record<string, FieldProblem> => {
  const problems: Record<string, FieldProblem> = {};
  if (!form.nombreInstitucion.trim()) problems.nombreInstitucion = { key: 'required' };
  const front = { textoSobreFondo: 'texto', blancoSobrePrimario: 'primario', primarioSobreFondo: 'primario', secundarioSobreFondo: 'secundario' };
  for (const check of contrastChecks(form.colores).filter((each) => !each.cumple)) {
    const field = `colores.${front[check.par]}`;
    problems[field] ??= { text: contrastRefusal(check, language) };
  }
  for (const lang of ['es', 'ca', 'en'] as const) {
    form.enlacesPie[lang].forEach((link, index) => {
      if (!link.texto.trim()) problems[`enlacesPie.${lang}.${index}.texto`] = { key: 'required' };
      if (!isPortalOrHttpsLink(link.url.trim())) problems[`enlacesPie.${lang}.${index}.url`] = { key: 'badLink' };
    });
    for (const logo of ['cabecera', 'pie'] as const)
      if (!form.textosLogos[logo][lang].trim()) problems[`textosLogos.${logo}.${lang}`] = { key: 'required' };
  }
  for (const area of ['practicas', 'empleo', 'general'] as const)
    if (!emailLike(form.emailsContacto[area])) problems[`emailsContacto.${area}`] = { key: 'badEmail' };
  if (form.idAnalytics !== null && !/^[A-Za-z0-9-]{1,40}$/.test(form.idAnalytics.trim())) problems.idAnalytics = { key: 'badAnalytics' };
  const banner = form.inicioAlumno.banner;
  if (banner) {
    if (!isPortalOrHttpsLink(banner.enlace.trim())) problems['inicioAlumno.banner.enlace'] = { key: 'badLink' };
    for (const lang of ['es', 'ca', 'en'] as const)
      if (!banner.titulo[lang].trim()) problems[`inicioAlumno.banner.titulo.${lang}`] = { key: 'required' };
  }
  if (form.niveles.length === 0) problems.niveles = { key: 'atLeastOneLevel' };
  const info = form.inicioAlumno.textoInfo;
  if (info) for (const lang of ['es', 'ca', 'en'] as const) if (!info[lang].trim()) problems[`inicioAlumno.textoInfo.${lang}`] = { key: 'required' };
  return problems;
};

/** The fields a refused save names (`ajustes.colores.texto` → `colores.texto`), with the server's words. */
export const serverProblems = (error: unknown): Record<string, FieldProblem> => {
  const details = isApiError(error) ? (error.details as { errores?: { campo?: unknown; mensaje?: unknown }[] } | undefined) : undefined;
  const problems: Record<string, FieldProblem> = {};
  for (const item of details?.errores ?? []) {
    const field = String(item.campo ?? '').replace(/^ajustes\./, '');
    const text = String(item.mensaje ?? '');
    if (field && text) problems[field] = { text };
  }
  return problems;
};

/** A recorded value as the history table shows it. */
export const shownValue = (value: unknown, words: { yes: string; no: string; empty: string }): string => {
  if (value === true) return words.yes;
  if (value === false) return words.no;
  if (value === null || value === undefined || value === '') return words.empty;
  return typeof value === 'string' ? value : JSON.stringify(value);
};
