import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { provinceIdSchema } from '@portal/contracts';
import { apiRoot } from '../platform/config';

/**
 * The reference data shipped in `api/data/` (sources and dates in its README), read and checked
 * once when the server starts: a broken file stops the start instead of serving half a list.
 */
export const dataDir = path.join(apiRoot, 'data');

const text = z.string().min(1);
/** `[id, es, ca, en]`: one entry of a list worded in the three languages of the portal. */
const worded = z.tuple([z.number().int(), text, text, text]);
export type WordedEntry = z.infer<typeof worded>;

const wordedLists = z.object({
  areasFuncionales: z.array(worded),
  sectores: z.array(worded),
  tiposContrato: z.array(worded),
  tiposContratoPracticas: z.array(worded),
  tiposEmpresa: z.array(worded),
  tiposDocumentoPracticasAlumno: z.array(worded),
  estadosCandidatura: z.array(worded),
  tiposContacto: z.array(worded),
  competencias: z.array(worded),
  tiposEstancia: z.array(worded),
  nivelesProgramasInformaticos: z.array(worded),
  tiposFormacion: z.array(worded),
  tiposDocumentoIdentidad: z.array(worded),
  tiposContratoExperiencia: z.array(worded),
  nivelesTitulacion: z.array(worded),
  actividadesProfesionales: z.array(worded),
  rangosFacturacion: z.array(worded),
  rangosEmpleados: z.array(worded),
  opcionesPublicacion: z.array(worded),
  tagsInteres: z.array(worded),
  rangosCreditos: z.array(worded),
  nivelesFormativosSNE: z.array(worded),
  nivelesIdioma: z.array(worded),
  idiomas: z.array(worded),
});
export type WordedListName = keyof z.infer<typeof wordedLists>;

const names = { es: text, ca: text, en: text };

const sourceSchemas = {
  lists: wordedLists,
  provinces: z.array(z.object({ idProvincia: provinceIdSchema, ...names })).length(53),
  /** INE municipality register: province code → [municipality code, control digit, name]. */
  municipalities: z.record(
    provinceIdSchema,
    z.array(z.tuple([z.string().regex(/^\d{3}$/), z.string().regex(/^\d$/), text])),
  ),
  countries: z.array(
    z.object({ iso: z.string().length(2), isoNumeric: z.string().regex(/^\d{3}$/), ...names }),
  ),
  islands: z.array(z.object({ idIsla: z.number().int(), idProvincia: provinceIdSchema, ...names })),
  streetTypes: z.array(z.tuple([z.number().int(), text, text, text, text])),
  itProgrammes: z.array(z.tuple([z.number().int(), text])),
  experienceSubtypes: z.array(z.tuple([z.number().int(), z.number().int(), text, text, text])),
  studyScopes: z.array(
    z.object({ idAmbito: z.number().int(), isced: z.string(), ...names, especialidades: z.array(worded) }),
  ),
  degrees: z.array(
    z.tuple([
      z.number().int(),
      text,
      z.enum(['cicloFormativo', 'grado', 'postgrado', 'doctorado']),
      z.number().int(),
      text,
      text,
      text,
    ]),
  ),
  changeReasons: z.array(
    z.tuple([
      z.number().int(),
      z.number().int(),
      z.union([z.literal(1), z.literal(2)]).nullable(),
      text,
      text,
      text,
    ]),
  ),
  educationCentres: z.array(z.tuple([z.number().int(), provinceIdSchema, text])),
};

const files: Record<keyof typeof sourceSchemas, string> = {
  lists: 'lists.json',
  provinces: 'provinces.json',
  municipalities: 'municipalities-ine.json',
  countries: 'countries.json',
  islands: 'islands.json',
  streetTypes: 'street-types.json',
  itProgrammes: 'it-programmes.json',
  experienceSubtypes: 'experience-contract-subtypes.json',
  studyScopes: 'study-scopes.json',
  degrees: 'degrees.json',
  changeReasons: 'change-reasons.json',
  educationCentres: 'education-centres.json',
};

export type SourceData = { [K in keyof typeof sourceSchemas]: z.infer<(typeof sourceSchemas)[K]> };

const readSource = <K extends keyof typeof sourceSchemas>(name: K, dir: string): SourceData[K] => {
  const file = path.join(dir, files[name]);
  const parsed = sourceSchemas[name].safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`Reference data ${file} is not valid: ${z.prettifyError(parsed.error)}`);
  return parsed.data as SourceData[K];
};

export const readSourceData = (dir = dataDir): SourceData => ({
  lists: readSource('lists', dir),
  provinces: readSource('provinces', dir),
  municipalities: readSource('municipalities', dir),
  countries: readSource('countries', dir),
  islands: readSource('islands', dir),
  streetTypes: readSource('streetTypes', dir),
  itProgrammes: readSource('itProgrammes', dir),
  experienceSubtypes: readSource('experienceSubtypes', dir),
  studyScopes: readSource('studyScopes', dir),
  degrees: readSource('degrees', dir),
  changeReasons: readSource('changeReasons', dir),
  educationCentres: readSource('educationCentres', dir),
});
