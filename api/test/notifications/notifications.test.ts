import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communicationListResponse, hasLink, loginResponse, notificationListResponse } from '@portal/contracts';
import type { PortalApp } from '../../src/app';
import { accounts, bearer, demoPassword, login, testApp, tokenOf } from '../support';

let app: PortalApp;
let studentToken: string;
let companyToken: string;

beforeAll(async () => {
  app = await testApp();
  studentToken = await tokenOf(app, 'Alumno', { usuario: accounts.student, password: demoPassword });
  companyToken = await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword });
});
afterAll(async () => {
  await app.close();
});

type Kind = 'Alumno' | 'Empresa';
const call = (kind: Kind, token: string, url: string, payload?: Record<string, unknown>) =>
  app.inject({ method: payload === undefined && url.startsWith('dame') ? 'GET' : 'POST', url: `/api/${kind}/${url}`, headers: bearer(token), payload });
const notificationsOf = async (kind: Kind, token: string) =>
  notificationListResponse.parse((await call(kind, token, 'dameNotificaciones')).json()).datos;

describe('notifications', () => {
  it('lists the caller’s own notifications, newest first, with read state and links', async () => {
    const items = await notificationsOf('Alumno', studentToken);
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.map((item) => item.fecha)).toEqual(items.map((item) => item.fecha).sort().reverse());
    expect(items.some((item) => !item.leida)).toBe(true);
    expect(items.some((item) => hasLink(item))).toBe(true);
    const companyItems = await notificationsOf('Empresa', companyToken);
    expect(companyItems.map((item) => item.idNotificacion)).not.toContain(items[0]!.idNotificacion);
  });

  it('refuses to read or delete another user’s notification and changes nothing', async () => {
    const [someoneElses] = await notificationsOf('Empresa', companyToken);
    const before = await notificationsOf('Empresa', companyToken);
    for (const url of ['marcarNotificacionLeida', 'eliminaNotificacion']) {
      const answer = (await call('Alumno', studentToken, url, { id: someoneElses!.idNotificacion })).json<{ status: number; mensaje: string }>();
      expect(answer.status).toBe(3);
      expect(answer.mensaje).toBe('La notificación no existe.');
    }
    expect(await notificationsOf('Empresa', companyToken)).toEqual(before);
  });

  it('marks one read, marks the link-less ones read, deletes one', async () => {
    const items = await notificationsOf('Alumno', studentToken);
    const unreadWithLink = items.find((item) => !item.leida && hasLink(item))!;
    const unreadWithoutLink = items.find((item) => !item.leida && !hasLink(item))!;
    expect((await call('Alumno', studentToken, 'marcarNotificacionLeida', { id: unreadWithLink.idNotificacion })).json()).toEqual({ status: 0, datos: null });
    expect((await call('Alumno', studentToken, 'marcarNotificacionesSinEnlaceLeidas', {})).json()).toEqual({ status: 0, datos: null });
    const after = await notificationsOf('Alumno', studentToken);
    expect(after.find((item) => item.idNotificacion === unreadWithLink.idNotificacion)?.leida).toBe(true);
    expect(after.find((item) => item.idNotificacion === unreadWithoutLink.idNotificacion)?.leida).toBe(true);

    await call('Alumno', studentToken, 'eliminaNotificacion', { id: unreadWithLink.idNotificacion });
    expect((await notificationsOf('Alumno', studentToken)).map((item) => item.idNotificacion)).not.toContain(unreadWithLink.idNotificacion);
  });

  it('deletes all of the caller’s notifications, and only theirs', async () => {
    const studentCount = (await notificationsOf('Alumno', studentToken)).length;
    expect((await call('Empresa', companyToken, 'eliminaNotificaciones', {})).json()).toEqual({ status: 0, datos: null });
    expect(await notificationsOf('Empresa', companyToken)).toEqual([]);
    expect(await notificationsOf('Alumno', studentToken)).toHaveLength(studentCount);
  });

  it('answers bad input with status 15 and no token with status 2', async () => {
    const bad = await call('Alumno', studentToken, 'eliminaNotificacion', { id: 'uno' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ status: number }>().status).toBe(15);
    const anonymous = await app.inject({ method: 'GET', url: '/api/Alumno/dameNotificaciones' });
    expect(anonymous.json<{ status: number }>().status).toBe(2);
    const wrongRole = await call('Empresa', studentToken, 'dameNotificaciones');
    expect(wrongRole.json<{ status: number }>().status).toBe(79);
  });
});

describe('communications', () => {
  it('gives each user type its own communications, newest first', async () => {
    const forStudents = communicationListResponse.parse((await call('Alumno', studentToken, 'dameComunicaciones')).json()).datos;
    const forCompanies = communicationListResponse.parse((await call('Empresa', companyToken, 'dameComunicaciones')).json()).datos;
    expect(forStudents.length).toBeGreaterThan(0);
    expect(forCompanies.length).toBeGreaterThan(0);
    expect(forStudents.map((item) => item.fechaDesde)).toEqual(forStudents.map((item) => item.fechaDesde).sort().reverse());
    expect(forStudents.some((item) => forCompanies.some((other) => other.descripcion === item.descripcion))).toBe(false);
  });
});

describe('preferred language', () => {
  it('is saved on the server and comes back with the next login', async () => {
    const token = await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword });
    expect((await call('Empresa', token, 'editarIdiomaPreferido', { idIdioma: 2 })).json()).toEqual({ status: 0, datos: null });
    const { body } = await login(app, 'Empresa', { usuario: accounts.company, password: demoPassword });
    expect(loginResponse.parse(body).datos.idIdiomaPreferido).toBe(2);
    await call('Empresa', token, 'editarIdiomaPreferido', { idIdioma: 1 });
  });

  it('refuses an unknown language id and keeps the saved one', async () => {
    const answer = await call('Alumno', studentToken, 'editarIdiomaPreferido', { idIdioma: 9 });
    expect(answer.json<{ status: number }>().status).toBe(15);
    const { body } = await login(app, 'Alumno', { usuario: accounts.student, password: demoPassword });
    expect(loginResponse.parse(body).datos.idIdiomaPreferido).toBe(1);
  });
});
