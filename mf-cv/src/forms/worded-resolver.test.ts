import { describe, expect, it } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { cvRuleTexts, languageRequest, personalDataRequest, studyRequest, trainingRequest } from '@portal/contracts';
import { wordedResolver } from './worded-resolver';

const resolve = async (schema: Parameters<typeof zodResolver>[0], values: FieldValues, language: 'es' | 'ca' = 'es') => {
  const resolver = wordedResolver(zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, FieldValues>, schema as never, language);
  return resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
};

describe('the CV forms word a refused field as the server does', () => {
  it("gives the spec's message for a language without its level, in the language on screen", async () => {
    const { errors } = await resolve(languageRequest, { idIdioma: 3, idNivel: null, certificacion: '' }, 'ca');
    expect(errors.idNivel?.message).toBe(cvRuleTexts.ca.languageAndLevel);
    expect(errors.idIdioma).toBeUndefined();
  });

  it('names the rule a value broke inside an empty-or-checked union (a phone, a grade)', async () => {
    const personal = await resolve(personalDataRequest, { telefono: '12' });
    expect(personal.errors.telefono?.message).toBe(cvRuleTexts.es.phone);
    const study = await resolve(studyRequest, { titulacion: 'Máster', nivel: 'postgrado', centro: '', finalizado: false, nota: '5' });
    expect(study.errors.nota?.message).toBe(cvRuleTexts.es.grade);
  });

  it('calls an empty required field required, and passes the schema output on when all is right', async () => {
    const refused = await resolve(studyRequest, { titulacion: '', nivel: 'grado', finalizado: false });
    expect(refused.errors.titulacion?.message).toBe(cvRuleTexts.es.required);
    const accepted = await resolve(studyRequest, { titulacion: 'Grado', nivel: 'grado', finalizado: true, nota: '3,25' });
    expect(accepted.errors).toEqual({});
    expect(accepted.values).toMatchObject({ nota: 3.25, centro: null });
  });

  it('calls a number field holding something that is not a number invalid, not required', async () => {
    // The form's number inputs give NaN for "doce" (asNumber); the hours are optional.
    const { errors } = await resolve(trainingRequest, { idTipoFormacion: 1, titulo: 'Docker', horas: Number.NaN });
    expect(errors.horas?.message).toBe(cvRuleTexts.es.invalid);
  });
});
