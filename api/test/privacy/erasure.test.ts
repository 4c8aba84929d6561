import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { PortalApp } from '../../src/app';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { startMailCatcher, type MailCatcher } from '../../src/platform/mail/catcher';
import { createMailer, type Mailer } from '../../src/platform/mail/mailer';
import type { PrivacyDeps } from '../../src/privacy/carry-out';
import { eraseStudent } from '../../src/privacy/erasure';
import { personRows } from '../../src/privacy/person-rows';
import { runRetentionPass } from '../../src/privacy/retention';
import { createStudent } from '../cv/fixtures';
import { bearer, login, scratchFolder, testApp } from '../support';
import { createPerson, removeCompanyOf, type Person } from './person';
import { fileKeysOf, tracesOf, type Identity } from './traces';

let app: PortalApp;
let pool: Pool;
let catcher: MailCatcher;
let mailer: Mailer;
let deps: PrivacyDeps;

beforeAll(async () => {
  catcher = await startMailCatcher();
  app = await testApp({ SMTP_URL: catcher.url, PUBLIC_URL: 'https://portal.test' });
  pool = createPool(inject('databaseUrl'), app.log);
  mailer = await createMailer({ smtpUrl: catcher.url, from: 'portal@test', catcherPort: 0, dataDir: await scratchFolder('mail'), log: app.log });
  // Only the requests that fell due: the inactivity and candidacy parts have tests of their own.
  deps = {
    pool,
    mailer,
    log: app.log,
    publicUrl: 'https://portal.test',
    retention: { graceDays: 7, inactiveMonths: 0, warningDays: 30, closedCandidacyMonths: 0, internshipRecordYears: 5, intervalMinutes: 0 },
  };
});

afterAll(async () => {
  await mailer.close();
  await pool.end();
  await app.close();
  await catcher.close();
});

const annexIdsOf = async (person: Person) =>
  (await pool.query<{ id: number }>('SELECT id FROM internship_annexes WHERE internship_id = $1', [person.internshipId])).rows.map(
    (row) => row.id,
  );

const identityOf = async (person: Person): Promise<Identity> => ({
  ...person,
  surveyResponseIds: [person.surveyResponseId],
  internshipIds: [person.internshipId],
  annexIds: await annexIdsOf(person),
});

describe('a request to leave, carried out', () => {
  let person: Person;
  let other: Awaited<ReturnType<typeof createStudent>>;
  afterAll(async () => {
    await pool.query('DELETE FROM users WHERE id = $1', [other.id]);
    await removeCompanyOf(pool, person);
  });

  it('leaves no row and no file that identifies the student, and keeps each internship that took place without them', async () => {
    person = await createPerson(app, pool, 'request');
    // Another candidate of the same offer: what is theirs stays.
    other = await createStudent(app, pool, 'erasure-other');
    await pool.query('INSERT INTO candidacies (offer_id, student_id) VALUES ($1, $2)', [person.offerIds[0], other.id]);
    const identity = await identityOf(person);
    const fileKeys = await fileKeysOf(pool, person, await annexIdsOf(person));
    expect(fileKeys).toHaveLength(Object.keys(person.files).length);

    const before = await tracesOf(pool, identity, fileKeys);
    // The count can fail: before, the person is everywhere the portal records people.
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining([
        'users.id (id)',
        'students.user_id (id)',
        'student_cvs.user_id (id)',
        'student_documents.user_id (id)',
        'student_experiences.user_id (id)',
        'student_standing.user_id (id)',
        'student_addresses.user_id (id)',
        'candidacies.student_id (id)',
        'candidacy_state_changes.candidacy_id (id)',
        'incorporation_forms.candidacy_id (id)',
        'cv_views.student_id (id)',
        'survey_responses.user_id (id)',
        'survey_response_answers.response_id (id)',
        'survey_audience.user_id (id)',
        'student_internships.student_id (id)',
        'internship_documents.internship_id (id)',
        'internship_annexes.internship_id (id)',
        'company_documents.annex_id (id)',
        'internship_change_requests.internship_id (id)',
        'internship_proposals.student_id (id)',
        'programme_adhesions.user_id (id)',
        'event_registrations.user_id (id)',
        'notifications.user_id (id)',
        'data_protection_acceptances.user_id (id)',
        'survey_gdpr_acceptances.user_id (id)',
        'contact_messages.user_id (id)',
        'account_links.user_id (id)',
        'user_sessions.user_id (id)',
        'users.email (value)',
        'students.national_id (value)',
        'students.iban (value)',
        'student_standing.social_security_number (value)',
        'institution_graduates.national_id (value)',
        'incorporation_forms.form (value)',
        'contact_messages.email (value)',
        'notifications.body (value)',
        'offers.closing_candidate_name (value)',
        'staff_decisions.reason (value)',
        'stored_files (file)',
      ]),
    );
    expect(before['stored_files (file)']).toBe(5);
    expect(before['contact_messages.email (value)']).toBe(2);

    const asked = await app.inject({
      method: 'POST',
      url: '/api/Alumno/solicitarBajaServicio',
      headers: { ...bearer(person.token), 'accept-language': 'es' },
      payload: { motivo: 'Ya no busco trabajo' },
    });
    expect(asked.json()).toMatchObject({ status: 0, datos: { aviso: 517 } });
    expect((await catcher.takeMailTo(person.email)).subject).toBe('Hemos recibido tu solicitud de baja del portal de empleo');
    // Not due yet: the pass leaves the student alone.
    await runRetentionPass(deps);
    expect((await tracesOf(pool, identity, fileKeys))['students.user_id (id)']).toBe(1);

    await pool.query(`UPDATE leave_requests SET erase_after = now() - interval '1 minute' WHERE user_id = $1`, [person.id]);
    const pass = await runRetentionPass(deps);
    expect(pass.erasedOnRequest).toBeGreaterThanOrEqual(1);

    expect(await tracesOf(pool, identity, fileKeys)).toEqual({});

    const erased = await catcher.takeMailTo(person.email);
    expect(erased.subject).toBe('Hemos suprimido tus datos del portal de empleo');
    expect(erased.text).toContain(`Hola, ${person.firstName}:`);
    expect(erased.text).toContain('De tus prácticas (1) conservamos solo un registro sin ningún dato tuyo');

    const { rows: kept } = await pool.query('SELECT * FROM anonymised_internships WHERE company_id = $1', [person.companyId]);
    expect(kept).toHaveLength(1);
    // The kept record holds the internship, none of the person: these columns and no other.
    expect(Object.keys(kept[0]).sort()).toEqual(
      ['anonymised_on', 'company_id', 'company_name', 'ends_on', 'id', 'keep_until', 'offer_id', 'starts_on', 'state', 'title'].sort(),
    );
    expect(kept[0]).toMatchObject({ offer_id: person.offerIds[0], state: 'finalizada', company_name: expect.stringContaining('Empresa supresión') });
    const { rows: log } = await pool.query(
      `SELECT cause, rows_deleted AS rows, files_deleted AS files, internships_kept AS kept FROM personal_data_erasures
        WHERE erased_at > now() - interval '1 minute' AND files_deleted = 5 AND internships_kept = 1`,
    );
    expect(log).toEqual([{ cause: 'solicitud', rows: expect.any(Number), files: 5, kept: 1 }]);
    expect(log[0].rows).toBeGreaterThan(40);

    // Others' rows keep what is theirs, without the person's name.
    const { rows: notice } = await pool.query('SELECT body FROM notifications WHERE user_id = $1', [person.companyUserId]);
    expect(notice).toEqual([{ body: '*** se ha inscrito en tu oferta.' }]);
    // The office's audit rows stay (nothing staff do is anonymous), without what staff wrote about the person.
    const { rows: decisions } = await pool.query(
      `SELECT queue, reason FROM staff_decisions WHERE (queue, record_id) IN (('estudios', $1), ('propuestasPracticas', $2)) ORDER BY queue`,
      [person.studyId, person.proposalId],
    );
    expect(decisions).toEqual([
      { queue: 'estudios', reason: null },
      { queue: 'propuestasPracticas', reason: null },
    ]);
    const { rows: others } = await pool.query('SELECT count(*)::integer AS n FROM candidacies WHERE student_id = $1', [other.id]);
    expect(others).toEqual([{ n: 1 }]);

    // The account cannot come back: neither its token nor its password opens a session.
    const withToken = await app.inject({ method: 'GET', url: '/api/Alumno/dameCvUsuario', headers: bearer(person.token) });
    expect([withToken.statusCode, withToken.json().status]).toEqual([401, 2]);
    expect((await login(app, 'Alumno', { usuario: person.email, password: person.password })).body.status).not.toBe(0);
  });
});

describe('the erasure finds tables from the schema', () => {
  let person: Person;
  afterAll(async () => {
    await pool.query('DELETE FROM users WHERE id = $1', [person.id]);
    await removeCompanyOf(pool, person);
  });

  it('deletes the rows of a table added later that refers to a student, even one that would keep them (SET NULL)', async () => {
    person = await createPerson(app, pool, 'future');
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      // A look-up log as a later migration might add it: a foreign key that keeps its rows on delete.
      await client.query(
        `CREATE TABLE erasure_probe_lookups (
           id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
           student_id integer REFERENCES students (user_id) ON DELETE SET NULL,
           looked_up_by text NOT NULL)`,
      );
      await client.query('CREATE TABLE erasure_probe_lookup_notes (lookup_id integer REFERENCES erasure_probe_lookups (id), note text)');
      const lookup = await client.query<{ id: number }>(
        `INSERT INTO erasure_probe_lookups (student_id, looked_up_by) VALUES ($1, 'Empresa X') RETURNING id`,
        [person.id],
      );
      await client.query(`INSERT INTO erasure_probe_lookup_notes VALUES ($1, 'Consultado por DNI')`, [lookup.rows[0]!.id]);

      const identity = await identityOf(person);
      expect(await tracesOf(client, identity)).toMatchObject({ 'erasure_probe_lookups.student_id (id)': 1 });
      const found = (await personRows(client, person.id)).map((table) => table.table);
      expect(found).toEqual(expect.arrayContaining(['erasure_probe_lookups', 'erasure_probe_lookup_notes']));

      const erasure = await eraseStudent(client, person.id, { cause: 'solicitud', requestedAt: null, recordYears: 5 });
      expect(erasure).toMatchObject({ filesDeleted: 5, internshipsKept: 1 });
      const left = await client.query(
        `SELECT (SELECT count(*) FROM erasure_probe_lookups)::integer AS lookups, (SELECT count(*) FROM erasure_probe_lookup_notes)::integer AS notes`,
      );
      expect(left.rows).toEqual([{ lookups: 0, notes: 0 }]);
      expect(await tracesOf(client, identity, await fileKeysOf(client, person, []))).toEqual({});
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
    // Rolled back: the person is whole again.
    expect((await pool.query('SELECT 1 FROM students WHERE user_id = $1', [person.id])).rowCount).toBe(1);
  });
});
