import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type pg from 'pg';
import type { PortalApp } from '../../src/app';
import { hashPassword } from '../../src/platform/auth/passwords';
import type { Pool } from '../../src/platform/db/pool';
import { companyOwner, studentOwner } from '../../src/platform/storage/file-store';
import { createPgFileStore } from '../../src/platform/storage/pg-file-store';
import { createSurvey } from '../../src/surveys/create';
import { inTransaction } from '../../src/platform/db/pool';
import { base64, callsOf, freshDni, freshSocialSecurityNumber, pdf, png } from '../cv/fixtures';
import { surveyDefinition } from '../fixtures/surveys-events';
import { bearer, demoPassword, tokenOf } from '../support';

/**
 * A student who has done everything the portal records, each through the call a user makes where
 * one exists (documents, photo, presentation, survey answer, event, consent, request to leave) and
 * otherwise as the company or the careers office would have left it (candidacies with their
 * history and incorporation form, an internship with its documents, annex and signed copy, CV
 * views, proposals, notifications, staff decisions). The company is the test's own, so nothing of
 * the demo data is touched. The privacy tests erase or export this person and count what is left.
 */
export interface Person {
  id: number;
  email: string;
  password: string;
  token: string;
  firstName: string;
  fullName: string;
  nationalId: string;
  phone: string;
  socialSecurityNumber: string;
  iban: string;
  companyId: number;
  companyUserId: number;
  offerIds: number[];
  candidacyIds: number[];
  internshipId: number;
  studyId: number;
  proposalId: number;
  surveyResponseId: number;
  surveyId: number;
  eventId: number;
  /** Words only this person wrote: their survey answer and their presentation. */
  freeText: { survey: string; presentation: string };
  /** Every file of theirs by what it is, its bytes as uploaded. */
  files: Record<'document' | 'photo' | 'attachment' | 'internshipDocument' | 'signedAnnex', Buffer>;
}

const files = createPgFileStore({ quotaBytes: 50 * 1024 * 1024 });

const one = async <T extends Record<string, unknown>>(db: Pool | pg.PoolClient, sql: string, values: unknown[]) =>
  (await db.query<T>(sql, values)).rows[0]!;

export const createPerson = async (app: PortalApp, pool: Pool, label: string): Promise<Person> => {
  const tag = randomUUID().slice(0, 8);
  const firstName = `Erasma${tag}`;
  const person = {
    email: `erasure-${label}-${tag}@test.example`,
    password: demoPassword,
    firstName,
    fullName: `${firstName} Borrado Prueba`,
    nationalId: freshDni(),
    phone: `6${String(randomInt(10_000_000, 99_999_999))}`,
    socialSecurityNumber: freshSocialSecurityNumber(),
    iban: `ES91${String(randomInt(10_000_000, 99_999_999))}${String(randomInt(10_000_000, 99_999_999))}${String(randomInt(10_000_000, 99_999_999))}`,
  };
  const { id } = await one<{ id: number }>(
    pool,
    `INSERT INTO users (user_type, email, password_hash, display_name, preferred_language_id)
     VALUES ('Alumno', $1, $2, $3, 1) RETURNING id`,
    [person.email, await hashPassword(person.password), person.fullName],
  );
  await pool.query(
    `INSERT INTO students (user_id, first_name, last_names, national_id, phone, birth_date, social_security_number, iban,
                           personal_email, with_internships, with_employment)
     VALUES ($1, $2, 'Borrado Prueba', $3, $4, '2000-02-29', $5, $6, $7, true, true)`,
    [id, firstName, person.nationalId, person.phone, person.socialSecurityNumber, person.iban, `personal-${person.email}`],
  );
  await pool.query('INSERT INTO student_cvs (user_id) VALUES ($1)', [id]);
  await pool.query(
    `INSERT INTO student_standing (user_id, degree_code, degree_name, level, social_security_number)
     VALUES ($1, 'GII', 'Grado en Ingeniería Informática', 'grado', $2)`,
    [id, person.socialSecurityNumber],
  );
  await pool.query('INSERT INTO institution_graduates (national_id) VALUES ($1)', [person.nationalId]);
  await pool.query(
    `INSERT INTO student_addresses (user_id, street_type_id, street, street_number, postal_code, country_id, province_id, municipality_id)
     VALUES ($1, 1, 'Carrer de la Pau', '7', '46002', 1, '46', 46250)`,
    [id],
  );
  const token = await tokenOf(app, 'Alumno', { usuario: person.email, password: person.password });
  const as = callsOf(app, token);

  // What the student does through the portal.
  const document = pdf(`Carta de ${person.fullName}`);
  const photo = png(40, 30);
  const freeText = { survey: `Respuesta libre de ${tag}: quiero más prácticas`, presentation: `Presentación de ${tag}` };
  expect((await as.post('addDoc', { tipo: 'publico', nombre: 'Carta de recomendación', ficheroB64ParaAltas: base64(document), extension_adjunto: 'pdf' })).body.status).toBe(0);
  expect((await as.post('editImagenPerfil', { extension: 'png', ficheroB64: base64(photo) })).body.status).toBe(0);
  expect((await as.post('editPresentacion', { texto: freeText.presentation })).body.status).toBe(0);
  expect((await as.get('/api/Alumno/guardaAceptacionRGPD')).statusCode).toBe(200);

  const surveyId = await inTransaction(pool, (client) =>
    createSurvey(
      client,
      surveyDefinition(
        `erasure-${tag}`,
        'Encuesta de la prueba de supresión',
        [{ clave: 'libre', texto: 'Comentarios', tipo: 'texto', obligatoria: true, respuestas: [] }],
        { destinatarios: [id] },
      ),
    ),
  );
  const question = await one<{ id: number }>(pool, 'SELECT id FROM survey_questions WHERE survey_id = $1', [surveyId]);
  const answered = await app.inject({
    method: 'POST',
    url: `/api/Encuestas/guardaContestacionEncuesta/${surveyId}`,
    headers: bearer(token),
    payload: { lContestaciones: [{ idPregunta: question.id, texto: freeText.survey }] },
  });
  expect(answered.json()).toMatchObject({ status: 0 });
  const response = await one<{ id: number }>(pool, 'SELECT id FROM survey_responses WHERE survey_id = $1 AND user_id = $2', [surveyId, id]);
  await pool.query('INSERT INTO survey_gdpr_acceptances (user_id) VALUES ($1)', [id]);

  const event = await one<{ id: number; slug: string }>(
    pool,
    `INSERT INTO events (access_slug, title, lead, description, starts_at, category_id, place, for_students, for_companies)
     VALUES ($1, 'Feria de la prueba de supresión', 'Entrada', 'Descripción', now() + interval '10 days',
             (SELECT min(id) FROM event_categories), 'Aula 1', true, false)
     RETURNING id, access_slug AS slug`,
    [`erasure-event-${tag}`],
  );
  expect((await as.post('inscribirseEnEvento', { idEvento: event.id, urlEvento: event.slug })).body.status).toBe(0);

  // What the company and the careers office recorded about them, in a company of the test's own.
  const company = await one<{ id: number }>(
    pool,
    `INSERT INTO companies (tax_id, trade_name, legal_name, validated) VALUES ($1, $2, $2, true) RETURNING id`,
    [`B${randomInt(1_000_000, 9_999_999)}${tag}`, `Empresa supresión ${tag}`],
  );
  const companyUser = await one<{ id: number }>(
    pool,
    `INSERT INTO users (user_type, email, password_hash, display_name) VALUES ('Empresa', $1, NULL, 'Recursos humanos') RETURNING id`,
    [`rrhh-${tag}@empresa.example`],
  );
  await pool.query('INSERT INTO company_users (user_id, company_id) VALUES ($1, $2)', [companyUser.id, company.id]);
  const offerIds: number[] = [];
  for (const [type, closed] of [['practicas', false], ['empleo', true]] as const) {
    const offer = await one<{ id: number }>(
      pool,
      `INSERT INTO offers (access_slug, company_id, title, offer_type, state_id, closed_at, closing_candidate_selected, closing_candidate_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        `erasure-offer-${type}-${tag}`,
        company.id,
        `Oferta de ${type} ${tag}`,
        type,
        closed ? 3 : 2,
        closed ? new Date() : null,
        closed ? true : null,
        closed ? person.fullName : null,
      ],
    );
    offerIds.push(offer.id);
  }
  const candidacyIds: number[] = [];
  for (const offerId of offerIds) {
    const candidacy = await one<{ id: number }>(
      pool,
      'INSERT INTO candidacies (offer_id, student_id, state_id, seen_by_company_at) VALUES ($1, $2, 6, now()) RETURNING id',
      [offerId, id],
    );
    candidacyIds.push(candidacy.id);
    await pool.query(
      `INSERT INTO candidacy_state_changes (candidacy_id, state_id, changed_at)
       VALUES ($1, 1, now() - interval '3 days'), ($1, 3, now() - interval '2 days'), ($1, 6, now())`,
      [candidacy.id],
    );
    await pool.query(
      `INSERT INTO cv_views (student_id, company_id, viewer_id, candidacy_id, kind) VALUES ($1, $2, $3, $4, 'descargar')`,
      [id, company.id, companyUser.id, candidacy.id],
    );
  }
  await pool.query(
    `INSERT INTO incorporation_forms (candidacy_id, form, starts_on, saved_by)
     VALUES ($1, $2, current_date + 30, $3)`,
    [candidacyIds[0], JSON.stringify({ tipo: 'practicas', nombre: person.fullName, dni: person.nationalId, telefono: person.phone }), companyUser.id],
  );

  const internship = await one<{ id: number }>(
    pool,
    `INSERT INTO student_internships (student_id, offer_id, company_id, company_name, title, starts_on, ends_on, state, tutor_name)
     VALUES ($1, $2, $3, $4, $5, current_date - 300, current_date - 30, 'finalizada', 'Tutora de empresa') RETURNING id`,
    [id, offerIds[0], company.id, `Empresa supresión ${tag}`, `Prácticas de la prueba ${tag}`],
  );
  const attachment = pdf(`Contrato de ${tag}`);
  const internshipDocument = pdf(`Memoria de prácticas de ${tag}`);
  const signedAnnex = pdf(`Anexo firmado de ${person.fullName}`);
  await inTransaction(pool, async (client) => {
    const attachmentKey = await files.put(client, { bytes: attachment, extension: 'pdf', owner: studentOwner(id) });
    await client.query(
      `INSERT INTO student_experiences (user_id, position, company, starts_on, attachment_stored_name, attachment_name, attachment_extension)
       VALUES ($1, 'Becaria', 'Empresa anterior', '2022-01-01', $2, 'Contrato de prácticas', 'pdf')`,
      [id, attachmentKey],
    );
    const documentKey = await files.put(client, { bytes: internshipDocument, extension: 'pdf', owner: studentOwner(id) });
    await client.query(
      `INSERT INTO internship_documents (internship_id, kind, original_name, extension, stored_name, size_bytes)
       VALUES ($1, 'seguimiento', 'Memoria final.pdf', 'pdf', $2, $3)`,
      [internship.id, documentKey, internshipDocument.length],
    );
    const annex = await one<{ id: number }>(
      client,
      `INSERT INTO internship_annexes (internship_id, kind, description, issued_at) VALUES ($1, 'proyectoFormativo', 'Proyecto formativo', now()) RETURNING id`,
      [internship.id],
    );
    const annexKey = await files.put(client, { bytes: signedAnnex, extension: 'pdf', owner: companyOwner(company.id) });
    await client.query(
      `INSERT INTO company_documents (company_id, document_type_id, name, stored_name, extension, size_bytes, content_sha256, annex_id, uploaded_by)
       VALUES ($1, 3, 'Anexo firmado', $2, 'pdf', $3, 'x', $4, $5)`,
      [company.id, annexKey, signedAnnex.length, annex.id, companyUser.id],
    );
  });
  await pool.query(
    `INSERT INTO internship_change_requests (internship_id, company_id, requested_by, action, reason, status)
     VALUES ($1, $2, $3, 'otro', $4, 'aceptada')`,
    [internship.id, company.id, companyUser.id, `Cambio pedido para ${person.fullName}`],
  );
  const proposal = await one<{ id: number }>(
    pool,
    `INSERT INTO internship_proposals (student_id, company_id, company_tax_id, company_name, tutor_email, signatory_email, description, status)
     VALUES ($1, $2, 'B00000000', 'Empresa supresión', 'tutor@empresa.example', 'firma@empresa.example', 'Propuesta', 'aceptada') RETURNING id`,
    [id, company.id],
  );
  const study = await one<{ id: number }>(
    pool,
    `INSERT INTO student_studies (user_id, from_university, name, level, validated) VALUES ($1, false, 'Ciclo de la prueba', 'cicloFormativo', true) RETURNING id`,
    [id],
  );
  await pool.query('INSERT INTO student_languages (user_id, language_id, level_id) VALUES ($1, 1, 3)', [id]);
  await pool.query(
    `INSERT INTO programme_adhesions (programme_id, user_id, status) SELECT min(id), $1, 'aceptada' FROM internship_programmes`,
    [id],
  );
  const staff = await one<{ id: number }>(pool, `SELECT id FROM users WHERE email = 'orientacion@demo.test'`, []);
  await pool.query(
    `INSERT INTO staff_decisions (staff_user_id, queue, record_id, action, reason, state_before, state_after)
     VALUES ($1, 'estudios', $2, 'verificar', $3, '{"estado":"pendiente"}', '{"estado":"verificado"}'),
            ($1, 'propuestasPracticas', $4, 'aceptar', $3, '{"estado":"pendiente"}', '{"estado":"aceptada"}')`,
    [staff.id, study.id, `Comprobado con ${person.fullName}`, proposal.id],
  );
  await pool.query(
    `INSERT INTO notifications (user_id, title, body) VALUES ($1, 'Tu candidatura avanza', 'Te han seleccionado'),
            ($2, 'Nuevo candidato', $3)`,
    [id, companyUser.id, `${person.fullName} se ha inscrito en tu oferta.`],
  );
  await pool.query(
    `INSERT INTO contact_messages (sender_type, user_id, name, email, subject, message, about_internships, about_employment)
     VALUES ('candidato', $1, $2, $3, 'Duda', 'Mensaje mío', true, false),
            ('anonimo', NULL, $2, $3, 'Antes de registrarme', 'Mensaje sin cuenta', false, true)`,
    [id, person.fullName, person.email],
  );
  await pool.query(
    `INSERT INTO account_links (user_id, purpose, token_hash, expires_at) VALUES ($1, 'reset', $2, now() + interval '1 hour')`,
    [id, randomBytes(32)],
  );

  return {
    id,
    ...person,
    token,
    companyId: company.id,
    companyUserId: companyUser.id,
    offerIds,
    candidacyIds,
    internshipId: internship.id,
    studyId: study.id,
    proposalId: proposal.id,
    surveyResponseId: response.id,
    surveyId,
    eventId: event.id,
    freeText,
    files: { document, photo, attachment, internshipDocument, signedAnnex },
  };
};

/** Removes what createPerson made outside the person (their company, offers, survey, event). */
export const removeCompanyOf = async (pool: Pool, person: Person) => {
  await pool.query('DELETE FROM surveys WHERE id = $1', [person.surveyId]);
  await pool.query('DELETE FROM events WHERE id = $1', [person.eventId]);
  await pool.query('DELETE FROM users WHERE id = $1', [person.companyUserId]);
  await pool.query('DELETE FROM student_internships WHERE company_id = $1', [person.companyId]);
  await pool.query('DELETE FROM candidacies WHERE offer_id = ANY($1)', [person.offerIds]);
  await pool.query('DELETE FROM anonymised_internships WHERE company_id = $1', [person.companyId]);
  await pool.query('DELETE FROM offers WHERE company_id = $1', [person.companyId]);
  await pool.query('DELETE FROM companies WHERE id = $1', [person.companyId]);
};
