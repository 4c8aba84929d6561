import { z } from 'zod';
import {
  activeSearchRequest,
  degreeLevelKey,
  internshipPeriodRequest,
  missingExperienceFields,
  personalDataRequest,
  portfolioRequest,
  presentationRequest,
  professionalProfileRequest,
  ruleIssue,
  sneLevelRequest,
  socialSecurityRequest,
  spainCountryId,
  studyRequest,
  universityStudyRequest,
  workPermitRequest,
  type ExperienceConfigurableField,
} from '@portal/contracts';
import { checkedIds } from './fields';

/**
 * The schemas of the CV's section forms: the contracts' request schemas, and the forms' wrappings
 * of them. Loaded with the forms (section-editors.ts), never with the CV shown read-only: zod and
 * the schemas are most of what a phone would parse for a form nobody opened.
 */
export {
  certificateEditRequest,
  certificateRequest,
  competencesRequest,
  emailDataRequest,
  interestsRequest,
  itKnowledgeRequest,
  languageEditRequest,
  languageRequest,
  sectorsRequest,
  stayAbroadEditRequest,
  stayAbroadRequest,
  studyEditRequest,
  trainingEditRequest,
  trainingRequest,
  experienceEditRequest,
  experienceRequest,
} from '@portal/contracts';

/** The levels a study declared elsewhere can have. */
export const degreeLevels = degreeLevelKey.options;

/**
 * The personal form holds three nationality selects and the birth place's parts: empty ones are
 * dropped before the contract's schema reads them.
 */
export const personalForm = z
  .preprocess((raw) => {
    const values = { ...(raw as Record<string, unknown>) };
    if (Array.isArray(values.nacionalidades)) values.nacionalidades = values.nacionalidades.filter((id) => id !== null);
    const place = values.lugarNacimiento as Record<string, unknown> | undefined;
    if (place) {
      const inSpain = place.idPais === spainCountryId;
      values.lugarNacimiento =
        place.idPais === null
          ? null
          : {
              idPais: place.idPais,
              idProvincia: inSpain && place.idProvincia ? place.idProvincia : null,
              idLocalidad: inSpain ? place.idLocalidad : null,
              localidadOtros: inSpain ? null : place.localidadOtros,
            };
    }
    return values;
  }, personalDataRequest)
  .superRefine((values, context) => {
    // Born in Spain: the province is required (the server says so too; said here before sending).
    const place = values.lugarNacimiento;
    if (place && place.idPais === spainCountryId && !place.idProvincia)
      context.addIssue({ code: 'custom', path: ['lugarNacimiento', 'idProvincia'], message: 'required' });
  });

export const profileForm = z.preprocess((raw) => {
  const values = { ...(raw as Record<string, unknown>) };
  values.idAreasFuncionales = checkedIds(values.idAreasFuncionales);
  return values;
}, professionalProfileRequest);

export const socialSecurityForm = z.intersection(socialSecurityRequest, z.object({ archivo: z.unknown().optional() }));

export const presentationForm = z.object({ ...presentationRequest.shape, ...portfolioRequest.shape });

/** One form over five one-field calls (PreferencesSection sends each only when it changed). */
export const preferencesForm = z.object({
  idPeriodoPreferencia: internshipPeriodRequest.shape.idPeriodoPreferencia,
  practicas: activeSearchRequest.shape.activa,
  trabajo: activeSearchRequest.shape.activa,
  sne: sneLevelRequest.shape.id,
  permiso: workPermitRequest.shape.permiso,
});

const studyKinds = ['universidad', 'otros'] as const;

/** A new study: one of the institution's degrees (addEstudioUniversidad) or one elsewhere (addEstudio). */
export const studyAddForm = z.looseObject({ tipo: z.enum(studyKinds) }).transform((values, context) => {
  const parsed = (values.tipo === 'universidad' ? universityStudyRequest : studyRequest).safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) context.addIssue(issue as never);
    return z.NEVER;
  }
  return { tipo: values.tipo, ...parsed.data };
});

/**
 * An experience: the contract's schema with the fields the institution requires (configuracion),
 * the province only for Spain, and the attachment's file input beside it (read into `adjunto`).
 */
export const experienceForm = (base: z.ZodType, required: readonly ExperienceConfigurableField[]) =>
  z.preprocess(
    (raw) => {
      const values = { ...(raw as Record<string, unknown>) };
      if (values.idPais !== spainCountryId || values.idProvincia === '') values.idProvincia = null;
      return values;
    },
    z.intersection(base, z.object({ archivo: z.unknown().optional() })).superRefine((values, context) => {
      for (const field of missingExperienceFields(values as never, required)) {
        context.addIssue({ code: 'custom', ...ruleIssue('required'), path: [field] });
      }
    }),
  );

/** A choice among reference-data items: the checked boxes' values are the ids the call replaces. */
export const choiceListForm = (field: string, schema: z.ZodObject) =>
  z.preprocess((raw) => ({ [field]: checkedIds((raw as Record<string, unknown>)[field]) }), schema);
