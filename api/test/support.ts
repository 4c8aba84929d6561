import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp, type PortalApp } from '../src/app';
import { loadConfig, type Config } from '../src/platform/config';

export const demoPassword = 'demo1234';
export const accounts = {
  student: 'alumno@demo.test',
  company: 'empresa@demo.test',
  multi: 'multi@demo.test',
  /** The careers office's demo staff: role `office`, and role `admin`. */
  office: 'orientacion@demo.test',
  admin: 'admin.orientacion@demo.test',
} as const;

/** The secret the test apps sign with, so tests can forge expired or foreign tokens. */
export const testTokenSecret = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/** A new empty folder inside the run's scratch folder (removed when the run ends). */
export const scratchFolder = (name: string) => mkdtemp(path.join(inject('scratchDir'), `${name}-`));

/** A configuration as main.ts would read it, from an environment the test chooses. */
export const testConfig = async (env: Record<string, string> = {}): Promise<Config> =>
  loadConfig({
    DATA_DIR: await scratchFolder('data'),
    WEB_ROOT: await scratchFolder('www'),
    TOKEN_SECRET: testTokenSecret,
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT: '1000',
    ...env,
  });

/** The whole server on the run's database, not listening: drive it with app.inject. */
export const testApp = async (env: Record<string, string> = {}): Promise<PortalApp> => {
  const app = await buildApp({ config: await testConfig(env), databaseUrl: inject('databaseUrl') });
  await app.ready();
  return app;
};

type Json = Record<string, unknown>;

export const login = async (app: PortalApp, kind: 'Alumno' | 'Empresa', body: Json) => {
  const response = await app.inject({ method: 'POST', url: `/api/${kind}/logaUsuario`, payload: body });
  return { response, body: response.json<Json & { status: number; datos?: Json; mensaje?: string }>() };
};

/** The token of a successful login (fails the test otherwise). */
export const tokenOf = async (app: PortalApp, kind: 'Alumno' | 'Empresa', body: Json): Promise<string> => {
  const { body: answer } = await login(app, kind, body);
  if (answer.status !== 0 || typeof answer.datos?.token !== 'string') {
    throw new Error(`Login failed: ${JSON.stringify(answer)}`);
  }
  return answer.datos.token;
};

/** A careers office member's token (the demo `office` member unless told), from a real login. */
export const staffTokenOf = async (app: PortalApp, usuario: string = accounts.office): Promise<string> => {
  const answer = (await app.inject({ method: 'POST', url: '/api/Orientacion/logaUsuario', payload: { usuario, password: demoPassword } })).json<{
    status: number;
    datos?: { token?: unknown };
  }>();
  if (answer.status !== 0 || typeof answer.datos?.token !== 'string') throw new Error(`Staff login failed: ${JSON.stringify(answer)}`);
  return answer.datos.token;
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
