import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { boundsAt, fieldRuleMessage, type ValidationIssue } from '../../../src/platform/http/field-rules';
import { bearer } from '../../support';
import { internshipForm, openCompanyWorld, type CompanyWorld } from '../../company/fixtures';

/**
 * The field errors of a refused request name the rule broken, in the caller's language, as the
 * forms word them ("Entre 0 y 24", "Máximo 300 caracteres"), instead of "El valor no es válido".
 */

/** The issues of `value` against `schema`, as fastify-type-provider-zod hands them to the error handler. */
const issuesOf = (schema: z.ZodType, value: unknown): ValidationIssue[] =>
  (schema.safeParse(value).error?.issues ?? []).map(({ code, path, message, ...params }) => ({
    keyword: code,
    instancePath: `/${path.join('/')}`,
    message,
    params,
  }));

describe('the words of each kind of rule', () => {
  const schema = z.object({
    horas: z.number().gt(0).max(24),
    dedicacion: z.number().int().min(0).max(100),
    titulo: z.string().trim().min(1).max(255),
    codigo: z.string().length(5),
    dias: z.number().int().min(1),
    email: z.email(),
    web: z.url(),
    fecha: z.iso.date(),
    idioma: z.enum(['es', 'ca', 'en']),
    titulaciones: z.array(z.string()).min(1),
    activa: z.boolean(),
    id: z.number().int(),
  });
  const bad = {
    horas: 30,
    dedicacion: 150,
    titulo: 'x'.repeat(256),
    codigo: 'abc',
    dias: 0,
    email: 'no-es-un-correo',
    web: 'ftp//x',
    fecha: '31/08/2026',
    idioma: 'fr',
    titulaciones: [],
    activa: 'si',
    id: 1.5,
  };
  const messagesIn = (language: 'es' | 'ca' | 'en') =>
    Object.fromEntries(
      issuesOf(schema, bad).map((issue) => [
        issue.instancePath.slice(1),
        fieldRuleMessage(issue, language, boundsAt(schema, issue.instancePath)),
      ]),
    );

  it('says the range, the length, the format or the choices broken, in Spanish', () => {
    expect(messagesIn('es')).toEqual({
      horas: 'Máximo 24',
      dedicacion: 'Entre 0 y 100',
      titulo: 'Máximo 255 caracteres',
      codigo: 'Exactamente 5 caracteres',
      dias: 'Mínimo 1',
      email: 'El email está mal formado',
      web: 'La dirección web no es válida (debe empezar por http:// o https://)',
      fecha: 'La fecha no es válida (AAAA-MM-DD)',
      idioma: 'Debe ser uno de estos valores: es, ca, en',
      titulaciones: 'Elige al menos uno',
      activa: 'Debe ser sí o no',
      id: 'Debe ser un número entero',
    });
  });

  it('says the same in Catalan and English', () => {
    expect(messagesIn('ca')).toMatchObject({ dedicacion: 'Entre 0 i 100', titulo: 'Màxim 255 caràcters', dias: 'Mínim 1' });
    expect(messagesIn('en')).toMatchObject({ dedicacion: 'Between 0 and 100', titulo: 'At most 255 characters', dias: 'At least 1' });
  });

  it('keeps "required" for what is missing, and numbers as the language writes them', () => {
    const [missing] = issuesOf(z.object({ nombre: z.string() }), {});
    expect(fieldRuleMessage(missing!, 'es')).toBe('Este campo es requerido');
    const [empty] = issuesOf(z.object({ nombre: z.string().trim().min(1) }), { nombre: '  ' });
    expect(fieldRuleMessage(empty!, 'ca')).toBe('Aquest camp és requerit');
    const amount = z.object({ importe: z.number().max(100000) });
    const [tooMuch] = issuesOf(amount, { importe: 200000 });
    expect(fieldRuleMessage(tooMuch!, 'es', boundsAt(amount, '/importe'))).toBe('Máximo 100.000');
    expect(fieldRuleMessage(tooMuch!, 'en', boundsAt(amount, '/importe'))).toBe('At most 100,000');
  });
});

describe('a refused offer through the API (addOferta)', () => {
  let world: CompanyWorld;
  beforeAll(async () => {
    world = await openCompanyWorld();
  });
  afterAll(async () => {
    await world.pool.end();
    await world.app.close();
  });

  const refuse = async (language: string, changes: Record<string, unknown>) => {
    const response = await world.app.inject({
      method: 'POST',
      url: '/api/Empresa/addOferta',
      payload: internshipForm(changes),
      headers: { ...bearer(world.company), 'accept-language': language },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ status: number; errores: { campo: string; mensaje: string }[] }>();
    expect(body.status).toBe(15);
    return Object.fromEntries(body.errores.map((error) => [error.campo, error.mensaje]));
  };

  it('names the bound of each field in the caller’s language, and the offer’s own rule where it has one', async () => {
    const changes = { horasAldia: 30, numeroDiasSemana: 9, tiempoDedicacionJornada: 150, titulo: 'T'.repeat(400) };
    expect(await refuse('es', changes)).toEqual({
      horasAldia: 'Máximo 24',
      numeroDiasSemana: 'Los días por semana deben estar entre 1 y 7',
      tiempoDedicacionJornada: 'La dedicación debe estar entre 0 y 100 %',
      titulo: 'Máximo 200 caracteres',
    });
    expect(await refuse('ca', changes)).toMatchObject({
      horasAldia: 'Màxim 24',
      tiempoDedicacionJornada: 'La dedicació ha de ser entre 0 i 100 %',
    });
    expect(await refuse('en', { plazas: 'dos' })).toEqual({ plazas: 'Enter at least 1 place' });
    expect(await refuse('es', { departamento: 7 })).toEqual({ departamento: 'Debe ser un texto' });
  });
});
