import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContactLinks } from '../../src/company/contacts/contact-links';
import { testTokenSecret } from '../support';
import { openCompanyWorld, type CompanyWorld } from './fixtures';
import { freshDni } from '../cv/fixtures';

let world: CompanyWorld;
let contactId: number;
beforeAll(async () => {
  world = await openCompanyWorld();
  const added = await world.app.inject({
    method: 'POST',
    url: '/api/Empresa/addContactoEmpresa_TutorPracticas',
    headers: { authorization: `Bearer ${world.company}` },
    payload: {
      nombre: 'Lucía',
      apellidos: 'Enlace Firmado',
      email: `lucia-${randomUUID().slice(0, 8)}@enlaces.example`,
      telefono1: '961234567',
      nif: freshDni(),
    },
  });
  contactId = added.json<{ datos: { idNuevaAlta: number } }>().datos.idNuevaAlta;
});
afterAll(async () => {
  await world.pool.end();
  await world.app.close();
});

type Answer = { status: number; mensaje?: string; datos?: Record<string, unknown> };
const askLink = async (token: string, id: number) => {
  const response = await world.app.inject({
    method: 'GET',
    url: `/api/Empresa/dameEnlaceDatosContacto/${id}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return { code: response.statusCode, body: response.json<{ status: number; datos: { parametrosControl: string; caduca: string; idContacto: number } }>() };
};
/** What the contact's browser posts: no token, only the link. */
const openLink = async (payload: object, language = 'es', url = '/api/empresa/dameDatosContactoPorId') => {
  const response = await world.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': language } });
  return { code: response.statusCode, body: response.json<Answer>() };
};

describe('the link-access mode of dameDatosContactoPorId', () => {
  it('gives the company a link to its own contact that opens that contact’s data without an account', async () => {
    const link = await askLink(world.company, contactId);
    expect(link.code).toBe(200);
    expect(link.body.datos.idContacto).toBe(contactId);
    const hours = (Date.parse(link.body.datos.caduca) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71);
    expect(hours).toBeLessThanOrEqual(72);

    for (const url of ['/api/empresa/dameDatosContactoPorId', '/api/Empresa/dameDatosContactoPorId']) {
      const opened = await openLink({ parametrosControl: link.body.datos.parametrosControl, idContacto: contactId }, 'es', url);
      expect(opened.code).toBe(200);
      expect(opened.body.datos).toMatchObject({ id: contactId, nombre: 'Lucía', apellidos: 'Enlace Firmado', idTipoContacto: 1 });
    }
  });

  it('gives no link to another company’s contact (403, 3), to a student (79) or without a token (401)', async () => {
    const foreign = await askLink(world.other, contactId);
    expect([foreign.code, foreign.body.status]).toEqual([403, 3]);
    const student = await askLink(world.student, contactId);
    expect([student.code, student.body.status]).toEqual([403, 79]);
    const anonymous = await world.app.inject({ method: 'GET', url: `/api/Empresa/dameEnlaceDatosContacto/${contactId}` });
    expect([anonymous.statusCode, anonymous.json<Answer>().status]).toEqual([401, 2]);
  });

  it('refuses an altered link or one posted for another contact with 403 and status 3, and shows no data', async () => {
    const { parametrosControl } = (await askLink(world.company, contactId)).body.datos;
    const [version, company, expiry, mac = ''] = parametrosControl.split('.');
    // Its first character: the last one of a 32-byte signature in base64url carries two padding bits,
    // so changing only those ('A' to 'B') decodes to the same signature (1 run in 16 passed the link).
    const flipped = `${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    const altered = [
      `${version}.${company}.${expiry}.${flipped}`,
      `${version}.${world.otherCompanyId}.${expiry}.${mac}`,
      // A later expiry must not pass as merely expired or valid: the signature covers it.
      `${version}.${company}.${Number(expiry) + 86_400}.${mac}`,
      'v1.1.1.not-a-signature',
    ];
    for (const candidate of altered) {
      const refused = await openLink({ parametrosControl: candidate, idContacto: contactId });
      expect(refused.code).toBe(403);
      expect(refused.body).toEqual({ status: 3, mensaje: expect.stringContaining('El enlace no es válido') });
    }
    const otherContact = await openLink({ parametrosControl, idContacto: contactId + 1 }, 'en');
    expect(otherContact.code).toBe(403);
    expect(otherContact.body).toEqual({ status: 3, mensaje: expect.stringContaining('The link is not valid') });
  });

  it('refuses an expired link with 410 and status 42, worded in the caller’s language', async () => {
    const links = createContactLinks({ secret: testTokenSecret, ttlSeconds: 3600 });
    const yesterday = new Date(Date.now() - 86_400_000);
    const expired = links.sign(world.companyId, contactId, yesterday);
    const refused = await openLink({ parametrosControl: expired.parametrosControl, idContacto: contactId }, 'ca');
    expect(refused.code).toBe(410);
    expect(refused.body).toEqual({ status: 42, mensaje: expect.stringContaining("L'enllaç ha caducat") });
    expect(refused.body.datos).toBeUndefined();
    // Signed with another secret, the same link is not the server's: tampered, not expired.
    const foreignKey = createContactLinks({ secret: `${testTokenSecret}-other`, ttlSeconds: 3600 }).sign(world.companyId, contactId);
    expect((await openLink({ parametrosControl: foreignKey.parametrosControl, idContacto: contactId })).code).toBe(403);
  });

  it('refuses a malformed body with 400 and status 15, naming the field', async () => {
    const missing = await openLink({ idContacto: contactId });
    expect(missing.code).toBe(400);
    expect(missing.body.status).toBe(15);
    const tooLong = await openLink({ parametrosControl: 'x'.repeat(500), idContacto: contactId });
    expect(tooLong.code).toBe(400);
    const badId = await openLink({ parametrosControl: 'v1.1.1.x', idContacto: 'uno' });
    expect(badId.code).toBe(400);
  });
});
