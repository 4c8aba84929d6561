import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { PortalApp } from '../../src/app';
import type { RetentionSettings } from '../../src/platform/config';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { startMailCatcher, type MailCatcher } from '../../src/platform/mail/catcher';
import { createMailer, type Mailer } from '../../src/platform/mail/mailer';
import { carryOutErasure, type PrivacyDeps } from '../../src/privacy/carry-out';
import { eraseClosedCandidacies, eraseInactive, purgeContactMessages, purgeInternshipRecords, warnInactive } from '../../src/privacy/retention';
import { claimPass, runClaimed } from '../../src/privacy/scheduler';
import { createStudent, type TestStudent } from '../cv/fixtures';
import { demoPassword, scratchFolder, testApp, tokenOf } from '../support';

/**
 * The retention pass, part by part (retention.ts). Its periods are set far past anything another
 * test file writes (91 years), so a part run here meets only this file's rows; the requests to
 * leave that fall due are erasure.test.ts's.
 */
const farMonths = 1100;

let app: PortalApp;
let pool: Pool;
let catcher: MailCatcher;
let mailer: Mailer;
let deps: PrivacyDeps;
const students: number[] = [];

const retention: RetentionSettings = {
  graceDays: 7,
  inactiveMonths: farMonths,
  warningDays: 30,
  closedCandidacyMonths: farMonths,
  internshipRecordYears: 5,
  intervalMinutes: 60,
};

beforeAll(async () => {
  catcher = await startMailCatcher();
  app = await testApp();
  pool = createPool(inject('databaseUrl'), app.log);
  mailer = await createMailer({ smtpUrl: catcher.url, from: 'portal@test', catcherPort: 0, dataDir: await scratchFolder('mail'), log: app.log });
  deps = { pool, mailer, log: app.log, publicUrl: 'https://portal.test', retention };
});

afterAll(async () => {
  await pool.query('DELETE FROM users WHERE id = ANY($1)', [students]);
  await mailer.close();
  await pool.end();
  await app.close();
  await catcher.close();
});

const student = async (name: string): Promise<TestStudent> => {
  const made = await createStudent(app, pool, name);
  students.push(made.id);
  return made;
};

const exists = async (id: number) => (await pool.query('SELECT 1 FROM students WHERE user_id = $1', [id])).rowCount === 1;

describe('inactive accounts', () => {
  it('are warned by mail, then erased when the student did not log in; a login after the warning keeps the account', async () => {
    const [gone, back] = [await student('inactive-gone'), await student('inactive-back')];
    await pool.query(
      `UPDATE users SET created_at = now() - make_interval(months => $2 + 1), last_login_at = now() - make_interval(months => $2 + 1)
        WHERE id = ANY($1)`,
      [[gone.id, back.id], farMonths],
    );
    expect(await warnInactive(deps)).toBe(2);
    const warning = await catcher.takeMailTo(gone.email);
    expect(warning.subject).toBe('Tu cuenta del portal de empleo se suprimirá por inactividad');
    expect(warning.text).toContain('https://portal.test/login');
    await catcher.takeMailTo(back.email);
    // Warned once: the next pass does not mail again, and nothing is erased before the warning's days.
    expect(await warnInactive(deps)).toBe(0);
    expect(await eraseInactive(deps)).toBe(0);

    await tokenOf(app, 'Alumno', { usuario: back.email, password: demoPassword });
    await pool.query(`UPDATE users SET inactivity_warned_at = now() - interval '31 days' WHERE id = ANY($1)`, [[gone.id, back.id]]);
    expect(await eraseInactive(deps)).toBe(1);
    expect([await exists(gone.id), await exists(back.id)]).toEqual([false, true]);
    const erased = await catcher.takeMailTo(gone.email);
    expect(erased.subject).toBe('Hemos suprimido tus datos del portal de empleo');
    expect(erased.text).toContain('tras un largo periodo sin actividad');
    expect(await warnInactive(deps)).toBe(0);
  });

  it('are left alone while an internship is under way or to come', async () => {
    const interning = await student('inactive-interning');
    await pool.query(`UPDATE users SET created_at = now() - make_interval(months => $2 + 1) WHERE id = $1`, [interning.id, farMonths]);
    await pool.query(`UPDATE users SET last_login_at = NULL WHERE id = $1`, [interning.id]);
    await pool.query(
      `INSERT INTO student_internships (student_id, company_name, title, starts_on, ends_on, state)
       VALUES ($1, 'Empresa', 'Prácticas por empezar', current_date + 10, current_date + 100, 'pendiente')`,
      [interning.id],
    );
    expect(await warnInactive(deps)).toBe(0);
  });
});

describe('closed candidacies', () => {
  it('are erased once closed for the period (rejected, offer closed or expired) with their history and form; open ones stay', async () => {
    const candidate = await student('closed-candidacies');
    const { rows: companies } = await pool.query<{ id: number }>(
      `INSERT INTO companies (tax_id, trade_name, legal_name, validated) VALUES ($1, 'Retención SL', 'Retención SL', true) RETURNING id`,
      [`B${randomUUID().slice(0, 12)}`],
    );
    const companyId = companies[0]!.id;
    const long = `now() - make_interval(months => ${farMonths + 1})`;
    const offer = async (state: number, expired: boolean) =>
      (
        await pool.query<{ id: number }>(
          `INSERT INTO offers (access_slug, company_id, title, offer_type, state_id, closed_at, expires_at, created_at)
           VALUES ($1, $2, 'Oferta de retención', 'empleo', $3, ${state === 3 ? long : 'NULL'}, ${expired ? long : 'NULL'}, ${long}) RETURNING id`,
          [`retention-${randomUUID()}`, companyId, state],
        )
      ).rows[0]!.id;
    const candidacy = async (offerId: number, stateId: number, old = true) =>
      (
        await pool.query<{ id: number }>(
          `INSERT INTO candidacies (offer_id, student_id, state_id, applied_at, updated_at)
           VALUES ($1, $2, $3, ${old ? long : 'now()'}, ${old ? long : 'now()'}) RETURNING id`,
          [offerId, candidate.id, stateId],
        )
      ).rows[0]!.id;
    try {
      const closedOffer = await candidacy(await offer(3, false), 6);
      await pool.query(`INSERT INTO candidacy_state_changes (candidacy_id, state_id, changed_at) VALUES ($1, 6, ${long})`, [closedOffer]);
      await pool.query(`INSERT INTO incorporation_forms (candidacy_id, form, starts_on) VALUES ($1, '{}', '1930-01-01')`, [closedOffer]);
      const expiredOffer = await candidacy(await offer(2, true), 1);
      const rejected = await candidacy(await offer(2, false), 17);
      const waiting = await candidacy(await offer(2, false), 1);
      const recentlyClosed = await candidacy(await offer(3, false), 17, false);

      expect(await eraseClosedCandidacies(deps)).toBe(3);
      const { rows } = await pool.query<{ id: number }>('SELECT id FROM candidacies WHERE student_id = $1 ORDER BY id', [candidate.id]);
      expect(rows.map((row) => row.id)).toEqual([waiting, recentlyClosed].sort((a, b) => a - b));
      const left = await pool.query(
        'SELECT (SELECT count(*) FROM candidacy_state_changes WHERE candidacy_id = $1)::integer + (SELECT count(*) FROM incorporation_forms WHERE candidacy_id = $1)::integer AS n',
        [closedOffer],
      );
      expect(left.rows).toEqual([{ n: 0 }]);
      expect([expiredOffer, rejected].every((id) => !rows.some((row) => row.id === id))).toBe(true);
    } finally {
      await pool.query('DELETE FROM candidacies WHERE student_id = $1', [candidate.id]);
      await pool.query('DELETE FROM offers WHERE company_id = $1', [companyId]);
      await pool.query('DELETE FROM companies WHERE id = $1', [companyId]);
    }
  });
});

describe('anonymised internship records', () => {
  it('go once the years they are kept are over', async () => {
    const title = `Registro ${randomUUID()}`;
    await pool.query(
      `INSERT INTO anonymised_internships (company_name, title, starts_on, ends_on, state, keep_until)
       VALUES ('Empresa', $1, '2015-01-01', '2015-06-30', 'finalizada', current_date - 1),
              ('Empresa', $1, '2024-01-01', '2024-06-30', 'finalizada', current_date + 1)`,
      [title],
    );
    expect(await purgeInternshipRecords(deps)).toBeGreaterThanOrEqual(1);
    const { rows } = await pool.query('SELECT starts_on::text AS start FROM anonymised_internships WHERE title = $1', [title]);
    expect(rows).toEqual([{ start: '2024-01-01' }]);
    await pool.query('DELETE FROM anonymised_internships WHERE title = $1', [title]);
  });
});

describe('contact messages', () => {
  it('go after the 3 years the privacy policy states', async () => {
    const subject = `Retención ${randomUUID()}`;
    await pool.query(
      `INSERT INTO contact_messages (sender_type, name, email, subject, message, about_internships, about_employment, created_at)
       VALUES ('anonimo', 'Ana', 'ana@example.org', $1, 'Antiguo', true, false, now() - interval '3 years 1 day'),
              ('anonimo', 'Ana', 'ana@example.org', $1, 'Reciente', true, false, now() - interval '2 years 11 months')`,
      [subject],
    );
    expect(await purgeContactMessages(deps)).toBeGreaterThanOrEqual(1);
    const { rows } = await pool.query('SELECT message FROM contact_messages WHERE subject = $1', [subject]);
    expect(rows).toEqual([{ message: 'Reciente' }]);
    await pool.query('DELETE FROM contact_messages WHERE subject = $1', [subject]);
  });
});

describe('a failing mail', () => {
  const broken = { ...({} as Mailer), send: async () => Promise.reject(new Error('smtp down')), catcher: undefined, close: async () => undefined };

  it('postpones an erasure for a few days, then the data goes without it', async () => {
    const leaving = await student('mail-fails');
    const claimDue = (dueDaysAgo: number) => async () => ({
      userId: leaving.id,
      cause: 'solicitud' as const,
      requestedAt: null,
      dueAt: new Date(Date.now() - dueDaysAgo * 86_400_000),
    });
    const failing = { ...deps, mailer: broken };
    expect(await carryOutErasure(failing, claimDue(0))).toEqual({ outcome: 'postponed', userId: leaving.id });
    expect(await exists(leaving.id)).toBe(true);
    expect(await carryOutErasure(failing, claimDue(4))).toMatchObject({ outcome: 'erased', userId: leaving.id });
    expect(await exists(leaving.id)).toBe(false);
  });
});

describe('the scheduled pass', () => {
  it('is claimed by one replica an interval, whichever replicas tick together', async () => {
    const name = `test-pass-${randomUUID()}`;
    const claims = await Promise.all(Array.from({ length: 6 }, () => claimPass(pool, name, 60)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimPass(pool, name, 60)).toBe(false);
    await pool.query(`UPDATE scheduled_passes SET last_started_at = now() - interval '61 minutes' WHERE name = $1`, [name]);
    expect(await claimPass(pool, name, 60)).toBe(true);
    await pool.query('DELETE FROM scheduled_passes WHERE name = $1', [name]);
  });

  it('runs its work once when two replicas start it at once, records its result, and not again within the interval', async () => {
    const name = `test-pass-${randomUUID()}`;
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { erased: runs };
    };
    const results = await Promise.all([runClaimed(pool, name, 60, work), runClaimed(pool, name, 60, work)]);
    expect(runs).toBe(1);
    expect(results.filter((result) => result !== undefined)).toEqual([{ erased: 1 }]);
    expect(await runClaimed(pool, name, 60, work)).toBeUndefined();
    const { rows } = await pool.query('SELECT last_result AS result, last_finished_at IS NOT NULL AS finished FROM scheduled_passes WHERE name = $1', [name]);
    expect(rows).toEqual([{ result: { erased: 1 }, finished: true }]);
    await pool.query('DELETE FROM scheduled_passes WHERE name = $1', [name]);
  });

  it('waits for a pass still running elsewhere, even past its interval', async () => {
    const name = `test-pass-${randomUUID()}`;
    let release: () => void = () => undefined;
    const running = runClaimed(pool, name, 0, () => new Promise<string>((resolve) => (release = () => resolve('first'))));
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Interval 0: the claim alone would let it run again; the advisory lock does not.
    expect(await runClaimed(pool, name, 0, async () => 'second')).toBeUndefined();
    release();
    expect(await running).toBe('first');
    expect(await runClaimed(pool, name, 0, async () => 'third')).toBe('third');
    await pool.query('DELETE FROM scheduled_passes WHERE name = $1', [name]);
  });
});
