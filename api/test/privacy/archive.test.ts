import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { PortalApp } from '../../src/app';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { callsOf, createStudent, type TestStudent } from '../cv/fixtures';
import { accounts, bearer, demoPassword, testApp, tokenOf } from '../support';
import { createPerson, removeCompanyOf, type Person } from './person';

let app: PortalApp;
let pool: Pool;
let person: Person;
let other: TestStudent;

beforeAll(async () => {
  app = await testApp();
  pool = createPool(inject('databaseUrl'), app.log);
  person = await createPerson(app, pool, 'archive');
  other = await createStudent(app, pool, 'archive-other');
  await pool.query('INSERT INTO candidacies (offer_id, student_id) VALUES ($1, $2)', [person.offerIds[0], other.id]);
});

afterAll(async () => {
  await pool.query('DELETE FROM users WHERE id = ANY($1)', [[person.id, other.id]]);
  await removeCompanyOf(pool, person);
  await pool.end();
  await app.close();
});

const download = (token: string, query = '') =>
  app.inject({ method: 'GET', url: `/api/Alumno/solicitarTodosMisDatos${query}`, headers: bearer(token) });

type Rows = Record<string, unknown>[];

describe('request all data (solicitarTodosMisDatos)', () => {
  let entries: Record<string, Uint8Array>;
  /** A table of the archive; one the person has no rows in is not there. */
  const json = (table: string): Rows => {
    const file = entries[`datos/${table}.json`];
    return file ? (JSON.parse(strFromU8(file)) as Rows) : [];
  };

  it('is one zip archive, streamed, never cached', async () => {
    await callsOf(app, person.token).post('editPresentacion', { texto: '<script>alert("x")</script> Periodista' });
    const response = await download(person.token, '?idioma=ca');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''mis-datos-\d{4}-\d{2}-\d{2}\.zip$/);
    entries = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(entries)).toEqual(expect.arrayContaining(['index.html', 'datos/users.json', 'datos/students.json']));
  });

  it('holds the survey free-text answers, the candidacy history, the incorporation forms and the internship records', () => {
    expect(json('survey_response_answers')).toEqual([expect.objectContaining({ text_answer: person.freeText.survey })]);
    expect(json('survey_responses')).toEqual([expect.objectContaining({ id: person.surveyResponseId, survey_id: person.surveyId })]);
    const history = json('candidacy_state_changes');
    expect(history).toHaveLength(6);
    expect(history.map((change) => change.state_id).sort()).toEqual([1, 1, 3, 3, 6, 6]);
    expect(json('candidacies').map((candidacy) => candidacy.id).sort()).toEqual([...person.candidacyIds].sort());
    expect(json('incorporation_forms')).toEqual([
      expect.objectContaining({ candidacy_id: person.candidacyIds[0], form: expect.objectContaining({ nombre: person.fullName, dni: person.nationalId }) }),
    ]);
    expect(json('student_internships')).toEqual([expect.objectContaining({ id: person.internshipId, state: 'finalizada' })]);
    const recorded = ['internship_documents', 'internship_annexes', 'internship_change_requests', 'company_documents', 'cv_views'];
    const given = ['internship_proposals', 'programme_adhesions', 'event_registrations', 'notifications', 'data_protection_acceptances', 'contact_messages'];
    for (const table of [...recorded, ...given]) {
      expect([table, json(table).length > 0]).toEqual([table, true]);
    }
    expect(json('student_cvs')).toEqual([expect.objectContaining({ presentation: '<script>alert("x")</script> Periodista' })]);
    expect(json('students')).toEqual([expect.objectContaining({ national_id: person.nationalId, iban: person.iban, social_security_number: person.socialSecurityNumber })]);
  });

  it('holds every uploaded file byte for byte, at the path its row names', () => {
    const files = Object.entries(entries).filter(([name]) => name.startsWith('ficheros/'));
    expect(files).toHaveLength(Object.keys(person.files).length);
    for (const [what, bytes] of Object.entries(person.files)) {
      const match = files.filter(([, content]) => Buffer.from(content).equals(bytes));
      expect([what, match.length]).toEqual([what, 1]);
    }
    const named = [
      json('student_documents')[0]?.stored_name,
      json('student_cvs')[0]?.photo_stored_name,
      json('student_experiences')[0]?.attachment_stored_name,
      json('internship_documents')[0]?.stored_name,
      json('company_documents')[0]?.stored_name,
    ];
    expect(named.every((path) => typeof path === 'string' && path in entries)).toBe(true);
    expect(Buffer.from(entries[named[0] as string]!).equals(person.files.document)).toBe(true);
    expect(named[3]).toMatch(/^ficheros\/internship_documents\/Memoria final-[0-9a-f]{8}\.pdf$/);
  });

  it('leaves out secrets and everything of anyone else', () => {
    const everything = Object.entries(entries)
      .filter(([name]) => !name.startsWith('ficheros/'))
      .map(([, content]) => strFromU8(content))
      .join('\n');
    expect(everything).not.toMatch(/password_hash|token_hash|code_hash/);
    expect(everything).not.toContain(other.email);
    expect(json('candidacies').every((candidacy) => candidacy.student_id === person.id)).toBe(true);
    expect(json('users')).toEqual([expect.objectContaining({ id: person.id, email: person.email })]);
  });

  it('reads in index.html, in the language asked, every value escaped', () => {
    const index = strFromU8(entries['index.html']!);
    expect(index).toContain('<html lang="ca">');
    expect(index).toContain("Les teves dades al portal d'ocupació");
    expect(index).toContain('<h3>survey_response_answers</h3>');
    expect(index).toContain(person.freeText.survey);
    expect(index).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; Periodista');
    expect(index).not.toContain('<script>');
    expect(index).toMatch(/<a href="ficheros\/student_documents\/Carta de recomendacion-[0-9a-f]{8}\.pdf">/);
  });

  it('is the caller student\'s only: refused without a token (401) and to a company (79)', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/Alumno/solicitarTodosMisDatos' })).statusCode).toBe(401);
    const company = await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword });
    expect((await download(company)).json()).toMatchObject({ status: 79 });
  });
});
