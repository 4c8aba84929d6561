import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../src/platform/mail/catcher';
import type { PortalApp } from '../../src/app';
import { accounts, bearer, demoPassword, testApp, tokenOf } from '../support';

let app: PortalApp;
let catcher: MailCatcher;
let studentToken: string;
let companyToken: string;

beforeAll(async () => {
  catcher = await startMailCatcher();
  app = await testApp({ SMTP_URL: catcher.url });
  studentToken = await tokenOf(app, 'Alumno', { usuario: accounts.student, password: demoPassword });
  companyToken = await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword });
});
afterAll(async () => {
  await app.close();
  await catcher.close();
});

const base = { nombre: 'Marta Soler', email: 'marta@example.org', titulo: 'Duda sobre prácticas', mensaje: '¿Cuándo abre el plazo?' };
const send = (payload: Record<string, unknown>, token?: string) =>
  app.inject({ method: 'POST', url: '/api/Publico/enviarContacto', payload, headers: token ? bearer(token) : {} });
type Answer = { status: number; mensaje?: string; errores?: { campo: string; mensaje: string }[] };

describe('contact form', () => {
  it('sends an anonymous visitor’s query to the area it asks about', async () => {
    const answer = await send({ ...base, empresa: 'Levante Tech', consultaPracticas: true, aceptaPoliticaPrivacidad: true });
    expect(answer.json()).toEqual({ status: 0, datos: { aviso: 541 } });
    const mail = await catcher.takeMailTo('practicas@universidad.example.org');
    expect(mail.subject).toBe('[Contacto] Duda sobre prácticas');
    expect(mail.text).toContain('Marta Soler <marta@example.org> (anonimo)');
    expect(mail.text).toContain('Empresa: Levante Tech');
  });

  it('asks an anonymous visitor for the company, the kind of query and the privacy policy', async () => {
    const before = catcher.mails().length;
    const answer = await send(base, undefined);
    expect(answer.statusCode).toBe(400);
    const body = answer.json<Answer>();
    expect(body.status).toBe(15);
    expect(body.mensaje).toBe('Por favor, revise el formulario, los campos marcados en rojo son obligatorios o contienen algún error.');
    expect(body.errores?.map((error) => error.campo)).toEqual(['empresa', 'consultaPracticas', 'aceptaPoliticaPrivacidad']);
    expect(catcher.mails().length).toBe(before);
  });

  it('asks a candidate to accept data treatment and communications, in the caller’s language', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/Publico/enviarContacto',
      payload: base,
      headers: { ...bearer(studentToken), 'accept-language': 'ca' },
    });
    const body = answer.json<Answer>();
    expect(body.errores).toEqual([
      { campo: 'aceptaTratamientoDatos', mensaje: 'Aquest camp és requerit' },
      { campo: 'aceptaComunicaciones', mensaje: 'Aquest camp és requerit' },
    ]);
    const sent = await send({ ...base, aceptaTratamientoDatos: true, aceptaComunicaciones: true }, studentToken);
    expect(sent.json()).toEqual({ status: 0, datos: { aviso: 541 } });
    expect((await catcher.takeMailTo('orientacion@universidad.example.org')).text).toContain('(candidato)');
  });

  it('takes the sender’s kind from the session, not from the form', async () => {
    const answer = await send({ ...base, type: 'candidato', aceptaTratamientoDatos: true, aceptaComunicaciones: true }, companyToken);
    expect(answer.json<Answer>().errores?.map((error) => error.campo)).toContain('empresa');
    const sent = await send({ ...base, empresa: 'Levante Tech', consultaempleo: true, consultaPracticas: true, aceptaPoliticaPrivacidad: true }, companyToken);
    expect(sent.json()).toEqual({ status: 0, datos: { aviso: 541 } });
    expect((await catcher.takeMailTo('empleo@universidad.example.org')).text).toContain('(empresa)');
    expect((await catcher.takeMailTo('practicas@universidad.example.org')).text).toContain('(empresa)');
  });

  it('refuses a malformed e-mail (accents included) and empty fields', async () => {
    for (const email of ['marta@example', 'martá@example.org', 'marta.example.org']) {
      const answer = await send({ ...base, email, empresa: 'X', consultaPracticas: true, aceptaPoliticaPrivacidad: true });
      expect(answer.json<Answer>().errores?.map((error) => error.campo)).toEqual(['email']);
    }
    const empty = await send({ ...base, mensaje: '   ', empresa: 'X', consultaPracticas: true, aceptaPoliticaPrivacidad: true });
    expect(empty.json<Answer>().errores).toEqual([{ campo: 'mensaje', mensaje: 'Este campo es requerido' }]);
  });
});
