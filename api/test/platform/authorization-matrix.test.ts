import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { staffAdminTag } from '../../src/office/staff-accounts/routes';
import { tokenIssuer } from '../../src/platform/auth/tokens';
import { createStudent } from '../cv/fixtures';
import { openCompanyWorld, type CompanyWorld } from '../company/fixtures';
import { changedTables, openFingerprints } from './hostile-input/fuzz/fingerprint';
import { operationsOf, type Operation } from './hostile-input/fuzz/requests';
import { bearer, testTokenSecret } from '../support';

/**
 * Issue 15, authorization matrix, generated from the operations the server publishes (its
 * OpenAPI document): a new route joins it without anyone writing a test for it.
 * - Every protected operation (it declares a bearer token or documents a 401) is called with no
 *   token, forged tokens (another secret, expired, `alg: none`) and the tokens of the other roles:
 *   each is refused (401 status 2, or 403 status 79 for the other user type) and no row changes.
 * - Every student or company operation that names a record in its path is probed, ids 1 to
 *   `probedIds`, first as a user of that role who owns records (the demo student, the demo
 *   company), then as another user of the same role: whatever the first one reads, the second is
 *   refused or told it does not exist, never given it; a write by the second changes no row.
 *   Operations on records everyone of the role shares (offers, programmes, events, surveys) say so
 *   in `sharedRecords`; a new one with a path parameter must be listed there or be per user.
 * - An operation that neither declares a token nor is listed in `publicOperations` fails the suite;
 *   operations both roles call (`bothRoles`) and surveys open to anonymous respondents
 *   (`optionalToken`) are declared as such.
 */

const probedIds = 60;

/** Operations anyone may call without a token (login, registration, public pages...). */
const publicOperations = new Set([
  'POST /api/Alumno/logaUsuario',
  'POST /api/Empresa/logaUsuario',
  'POST /api/Empresa/dameEmpresasDelUsuario',
  'GET /api/Publico/dameConfiguracionMarca',
  // The institution's uploaded logos: every page's header shows them, before anyone logs in.
  'GET /api/Publico/logoMarca/{clave}',
  'GET /api/Publico/dameFichaEvento/{id}',
  'POST /api/Encuestas/logaAnonimo/{id}',
  'GET /api/Encuestas/resultados/{id}',
  'GET /api/Encuestas/resultados/{id}/csv',
  'GET /api/Dominios/dominios/{language}',
  'GET /api/Dominios/dominiosList/{language}',
  'GET /api/Dominios/tiposVia',
  'GET /api/Dominios/TagsInteresAlumno',
  'GET /api/Dominios/ProgramasInformaticos',
  'GET /api/Dominios/titulaciones/{language}',
  'GET /api/Dominios/tipoMotivoCambioEstadoCandidatura/{language}',
  'GET /api/Dominios/tiposEmpresa/{language}',
  'GET /api/Dominios/estadosCandidatura/{language}',
  'GET /api/Dominios/centrosEducativosDeProvincia/{provinceId}',
  'GET /api/dominios/esProvinciaConIslas/{province}',
  'GET /api/Publico/programasPracticasActivos',
  'POST /api/Alumno/registrarUsuario',
  'POST /api/Alumno/solicitarReseteoPassword',
  'POST /api/Empresa/recuerdoPassword',
  'POST /api/Alumno/restablecerPassword',
  'POST /api/Empresa/restablecerPassword',
  'POST /api/Empresa/establecerPassword',
  'GET /api/Alumno/dameTextoRGPDactual',
  'GET /api/Empresa/existeCIF/{cif}',
  'POST /api/Empresa/solicitarCuenta',
  'GET /api/saml/login',
  'GET /api/saml/metadata',
  'POST /api/Alumno/validaRespuestaLoginIntegrado',
  'POST /api/Publico/enviarContacto',
  // The spec's name of the same contact form (an anonymous visitor may write too).
  'POST /api/Empresa/solicitudContacto',
  'POST /api/Alumno/solicitudContacto',
  'POST /api/Orientacion/logaUsuario',
  'POST /api/Orientacion/recuperaPassword',
  'POST /api/Orientacion/establecePassword',
  'POST /api/Orientacion/validaRespuestaLoginIntegrado',
  'POST /api/Encuestas/validaRespuestaLoginIntegrado/{id}',
  // Link-access mode: the signed link the company sent its contact is the key (contact-links.test.ts).
  'POST /api/Empresa/dameDatosContactoPorId',
  'POST /api/empresa/dameDatosContactoPorId',
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'POST /api/Publico/informeError',
  // Issue 25: the page-load beacon of canary releases, anonymous like the error reports.
  'POST /api/Publico/cargasVersion',
  'GET /api/Publico/plazosConservacion',
  // The orientation guides' images and files, by generated name: an image tag sends no session.
  'GET /api/guias-orientacion/ficheros/{key}',
]);

/** Operations with a record in the path that every user of the role may read alike. */
const sharedRecords = new Set([
  'GET /api/Alumno/dameOfertasUsuario/{tipo}',
  'GET /api/Alumno/dameOferta/{id}',
  'GET /api/Alumno/sacaAvisoDeMinimoDeCreditosParaInscribirse/{id}',
  'GET /api/Alumno/detallePrograma/{id}',
  'POST /api/Alumno/solicitaAdhesionPrograma/{id}',
  'GET /api/Empresa/detallePrograma/{id}',
  'POST /api/Empresa/solicitaAhesionPrograma/{id}',
  'POST /api/Empresa/solicitaAdhesionPrograma/{id}',
  'GET /api/Alumno/dameFichaEvento/{id}',
  'GET /api/Empresa/dameFichaEvento/{id}',
  'GET /api/Alumno/dameGuiaOrientacion/{id}',
  // A company reads its own offers' page; another company's answer is checked by the offer tests.
  'GET /api/Empresa/dameOferta/{id}',
  // The careers office's published informative notes, the same for every company.
  'GET /api/Empresa/dameNotaInformativa/{id}',
]);

/** Operations a student and a company both call (the internship proposal's checks). */
const bothRoles = new Set(['POST /api/Alumno/compruebaCIF', 'POST /api/Alumno/dameDatosContactoPorEmail']);

/**
 * Surveys answered with or without a session (anonymous surveys, the embed on other sites): no
 * token is an anonymous respondent; a forged one must still never be taken for a user.
 */
const optionalToken = new Set([
  'POST /api/Encuestas/accesoEncuesta/{id}',
  'GET /api/Encuestas/{id}',
  'POST /api/Encuestas/logaUsuario/{id}',
  'POST /api/Encuestas/guardaContestacionEncuesta/{id}',
]);

type Role = 'student' | 'company' | 'staff';

const roleOf = (operation: Operation): Role | undefined => {
  if (/^\/api\/Alumno\//i.test(operation.path)) return 'student';
  if (/^\/api\/Empresa\//i.test(operation.path)) return 'company';
  if (/^\/api\/Orientacion\//i.test(operation.path)) return 'staff';
  return undefined;
};

const nameOf = (operation: Operation) => `${operation.method} ${operation.path}`;

let world: CompanyWorld;
let otherStudent: { id: number; token: string };
let operations: Operation[];

beforeAll(async () => {
  world = await openCompanyWorld();
  otherStudent = await createStudent(world.app, world.pool, 'matrix');
  const document = (await world.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  operations = operationsOf(document);
});

afterAll(async () => {
  await world.pool.query('DELETE FROM users WHERE id = $1', [otherStudent.id]);
  await world.pool.end();
  await world.app.close();
});

const isProtected = (operation: Operation, security: Map<string, boolean>) =>
  operation.guarded || security.get(nameOf(operation)) === true;

/** The path with every parameter set to `id` (a record number, or text for text parameters). */
const urlOf = (operation: Operation, id: number) =>
  operation.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    name === 'language' ? 'es' : name === 'tipo' ? 'practicas' : name === 'fichero' ? 'convenio.pdf' : String(id),
  );

const call = (operation: Operation, token: string | undefined, id = 1) =>
  world.app.inject({
    method: operation.method as 'GET',
    url: urlOf(operation, id),
    headers: token ? bearer(token) : {},
    ...(operation.method === 'GET' ? {} : { payload: {} }),
  });

const envelopeOf = (body: string): { status?: number } => {
  try {
    return JSON.parse(body) as { status?: number };
  } catch {
    return {};
  }
};

const sign = (claims: Record<string, unknown>, secret: string, expiresAt: number) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.sub ?? '1'))
    .setIssuer(tokenIssuer)
    .setIssuedAt()
    .setJti(randomUUID())
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));

const unsigned = (claims: Record<string, unknown>) => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ ...claims, iss: tokenIssuer, jti: randomUUID(), exp: Math.floor(Date.now() / 1000) + 3600 })}.`;
};

describe('authorization matrix', () => {
  it('knows every operation: each one declares its token or is listed as public', async () => {
    const document = (await world.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    }>();
    const undeclared = operations.filter((operation) => {
      const security = document.paths[operation.path]?.[operation.method.toLowerCase()]?.security;
      return !operation.guarded && !security?.length && !publicOperations.has(nameOf(operation));
    });
    expect(
      undeclared.map(nameOf),
      'these operations neither declare a token (guard + 401 in their schema) nor are listed in publicOperations',
    ).toEqual([]);
  });

  it('refuses every protected operation without a valid token of its role, and changes no row', { timeout: 300_000 }, async () => {
    const document = (await world.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { security?: unknown[]; tags?: string[] }>>;
    }>();
    const adminOnly = new Set(
      operations
        .filter((operation) => document.paths[operation.path]?.[operation.method.toLowerCase()]?.tags?.includes(staffAdminTag))
        .map(nameOf),
    );
    expect(adminOnly.size, 'the admin-only staff operations are tagged').toBeGreaterThanOrEqual(5);
    const security = new Map(
      operations.map((operation) => [
        nameOf(operation),
        Boolean(document.paths[operation.path]?.[operation.method.toLowerCase()]?.security?.length),
      ]),
    );
    const guarded = operations.filter((operation) => isProtected(operation, security) && !publicOperations.has(nameOf(operation)));
    const past = Math.floor(Date.now() / 1000) - 60;
    const future = Math.floor(Date.now() / 1000) + 3600;
    const studentClaims = { sub: String(otherStudent.id), tipo: 'Alumno' };
    const forged = {
      'another secret': await sign(studentClaims, 'a-secret-that-is-not-the-servers-0123456789abcdef', future),
      expired: await sign(studentClaims, testTokenSecret, past),
      'alg none': unsigned(studentClaims),
      'not a token': 'abc.def.ghi',
    };
    const roleTokens: Record<Role, string> = { student: world.student, company: world.company, staff: world.staff };
    const fingerprints = await openFingerprints(inject('databaseUrl'));
    const before = await fingerprints.take();
    const wrong: string[] = [];
    let calls = 0;
    try {
      for (const operation of guarded) {
        const optional = optionalToken.has(nameOf(operation));
        const cases: Array<[string, string | undefined, number[]]> = [
          ...(optional ? [] : [['no token', undefined, [401]] as [string, undefined, number[]]]),
          ...Object.entries(forged).map(([name, token]): [string, string, number[]] => [name, token, [401]]),
        ];
        const role = bothRoles.has(nameOf(operation)) ? undefined : roleOf(operation);
        if (role) {
          for (const other of (['student', 'company', 'staff'] as const).filter((candidate) => candidate !== role)) {
            cases.push([`a ${other}'s token`, roleTokens[other], [401, 403]]);
          }
        }
        // world.staff is the demo `office` member: an admin-only operation refuses it with 403, 79.
        if (role === 'staff' && adminOnly.has(nameOf(operation))) cases.push(["an office member's token", world.staff, [403]]);
        for (const [name, token, statuses] of cases) {
          const response = await call(operation, token);
          calls += 1;
          const { status } = envelopeOf(response.body);
          const expected = response.statusCode === 401 ? 2 : 79;
          // A route open to anonymous callers may check its input first: refused is what counts.
          const refusedAnyway = optional && response.statusCode >= 400 && status !== 0;
          if (!refusedAnyway && (!statuses.includes(response.statusCode) || status !== expected)) {
            wrong.push(`${nameOf(operation)} with ${name}: HTTP ${response.statusCode}, ${response.body.slice(0, 80)}`);
          }
        }
      }
      const changed = changedTables(before, await fingerprints.take());
      console.info(`authorization matrix: ${guarded.length} protected operations (${adminOnly.size} admin only), ${calls} refused calls, rows changed in: ${changed.join(', ') || 'none'}`);
      expect(wrong).toEqual([]);
      expect(changed).toEqual([]);
    } finally {
      await fingerprints.close();
    }
  });

  it('never gives one user of a role the records of another', { timeout: 600_000 }, async () => {
    const owners: Partial<Record<Role, { owner: string; other: string }>> = {
      student: { owner: world.student, other: otherStudent.token },
      company: { owner: world.company, other: world.other },
    };
    const perUser = operations.filter(
      (operation) =>
        /\{\w+\}/.test(operation.path) && owners[roleOf(operation) ?? 'staff'] && !sharedRecords.has(nameOf(operation)),
    );
    const fingerprints = await openFingerprints(inject('databaseUrl'));
    const leaks: string[] = [];
    let probes = 0;
    let owned = 0;
    try {
      for (const operation of perUser) {
        const { owner, other } = owners[roleOf(operation)!]!;
        for (let id = 1; id <= probedIds; id += 1) {
          // Writes are never probed as the owner: the owner's records stay as the seed wrote them.
          // (The owner's own reads may write: a company reading a CV records the view.)
          const ownerAnswer = operation.method === 'GET' ? await call(operation, owner, id) : undefined;
          const ownerReads = ownerAnswer?.statusCode === 200 && (envelopeOf(ownerAnswer.body).status ?? 0) === 0;
          if (ownerReads) owned += 1;
          const before = await fingerprints.take();
          const answer = await call(operation, other, id);
          probes += 1;
          const given = answer.statusCode === 200 && (envelopeOf(answer.body).status ?? 0) === 0;
          if (given && (ownerReads || operation.method !== 'GET')) {
            leaks.push(`${nameOf(operation)} id ${id}: another user was answered ${answer.body.slice(0, 80)}`);
          }
          const changed = changedTables(before, await fingerprints.take());
          if (changed.length) leaks.push(`${nameOf(operation)} id ${id}: another user's call changed ${changed.join(', ')}`);
        }
      }
    } finally {
      await fingerprints.close();
    }
    console.info(
      `authorization matrix: ${perUser.length} per-user operations probed with ids 1-${probedIds}, ${probes} calls as another user, ${owned} records of the owner found`,
    );
    expect(owned, 'the demo owners have records to protect').toBeGreaterThan(10);
    expect(leaks).toEqual([]);
  });
});
