-- Issue 22: look-ups answer only what the caller needs, and the smaller findings of the probe.

-- 1. Every look-up of a student by national id a company user makes (compruebaDNIalumno,
-- dameTitulacionesAlumno, solicitudPractica): who, for which company, when, which id (an HMAC
-- keyed by the server's secret: a table dump alone does not give the ids back) and what it found.
-- student_id is the student that id belongs to, whatever the answer, so the student can read who
-- looked them up; it goes with the student's account.
CREATE TABLE student_lookups (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  looked_up_at timestamptz NOT NULL DEFAULT now(),
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  company_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  operation text NOT NULL CHECK (operation IN ('compruebaDNIalumno', 'dameTitulacionesAlumno', 'solicitudPractica')),
  national_id_hash bytea NOT NULL,
  student_id integer REFERENCES users (id) ON DELETE CASCADE,
  -- coincide: answered (the surname matched, the student has a degree); the others answered 509.
  result text NOT NULL CHECK (result IN ('coincide', 'noCoincide', 'sinTitulacion', 'noEncontrado'))
);
CREATE INDEX student_lookups_student_idx ON student_lookups (student_id, looked_up_at DESC) WHERE student_id IS NOT NULL;
CREATE INDEX student_lookups_company_idx ON student_lookups (company_id, looked_up_at DESC);

-- 2. Who answered a survey, kept apart from the answers: it refuses a second answer (39) and
-- marks the survey answered in the user's lists. The answers of a survey that allows anonymous
-- answers keep no user at all, and only the day they came in.
CREATE TABLE survey_respondents (
  survey_id integer NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (survey_id, user_id)
);
CREATE INDEX survey_respondents_user_idx ON survey_respondents (user_id);
INSERT INTO survey_respondents (survey_id, user_id)
SELECT survey_id, user_id FROM survey_responses WHERE user_id IS NOT NULL;
UPDATE survey_responses r SET user_id = NULL, submitted_at = date_trunc('day', r.submitted_at, 'UTC')
  FROM surveys s WHERE s.id = r.survey_id AND s.allows_anonymous;

-- 3. The assertion consumer service validates the identity provider's response before it keeps
-- anything: only the identity of a valid response is kept (a few attributes, bounded), under a
-- one-time code that is deleted when used or expired.
DELETE FROM saml_responses;
ALTER TABLE saml_responses
  DROP COLUMN response,
  DROP COLUMN used_at,
  ADD COLUMN identity jsonb NOT NULL CHECK (octet_length(identity::text) <= 4096);
CREATE INDEX saml_responses_expiry_idx ON saml_responses (expires_at);

-- 6. A company registers for an event, by one of its users: the registration names the company
-- (and keeps who made it), and is one per company. A user of two companies registers each one
-- separately. A student's registration stays one per student. Registrations made before name the
-- user's first company (the only one, for a user of one company); of two users of one company, the
-- earlier registration stays.
ALTER TABLE event_registrations ADD COLUMN company_id integer REFERENCES companies (id) ON DELETE CASCADE;
UPDATE event_registrations r
   SET company_id = (SELECT min(cu.company_id) FROM company_users cu WHERE cu.user_id = r.user_id)
  FROM users u WHERE u.id = r.user_id AND u.user_type = 'Empresa';
DELETE FROM event_registrations r
 WHERE r.company_id IS NOT NULL
   AND EXISTS (SELECT 1 FROM event_registrations e
                WHERE e.event_id = r.event_id AND e.company_id = r.company_id
                  AND (e.registered_at, e.user_id) < (r.registered_at, r.user_id));
ALTER TABLE event_registrations DROP CONSTRAINT event_registrations_pkey;
CREATE UNIQUE INDEX event_registrations_one_per_student ON event_registrations (event_id, user_id) WHERE company_id IS NULL;
CREATE UNIQUE INDEX event_registrations_one_per_company ON event_registrations (event_id, company_id) WHERE company_id IS NOT NULL;
