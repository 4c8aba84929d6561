-- Two work queues of the careers office (issue 21): the documents and incorporation forms companies
-- hand in (queue 8, `documentos`), and the studies self-registered students declare (queue 12,
-- `estudios`).

-- A company document or an incorporation form is waiting until the office reviews it: accepted,
-- or returned with the reason the company reads to fix it (review_state NULL: waiting). A new
-- upload, or the form saved again, waits again.
ALTER TABLE company_documents
  ADD COLUMN review_state text CHECK (review_state IN ('aceptado', 'devuelto')),
  ADD COLUMN review_reason text,
  ADD COLUMN reviewed_at timestamptz,
  ADD COLUMN reviewed_by integer REFERENCES users (id) ON DELETE SET NULL,
  ADD CONSTRAINT company_documents_returned_has_reason CHECK ((review_state = 'devuelto') = (review_reason IS NOT NULL)),
  -- The queue lists documents and incorporation forms together: a form's item id is its
  -- candidacy's id plus 1,000,000,000 (office/queues/documents.ts), so documents stay below.
  ADD CONSTRAINT company_documents_id_below_forms CHECK (id < 1000000000);
CREATE INDEX company_documents_waiting_idx ON company_documents (uploaded_at, id) WHERE review_state IS NULL;

ALTER TABLE incorporation_forms
  ADD COLUMN review_state text CHECK (review_state IN ('aceptado', 'devuelto')),
  ADD COLUMN review_reason text,
  ADD COLUMN reviewed_at timestamptz,
  ADD COLUMN reviewed_by integer REFERENCES users (id) ON DELETE SET NULL,
  ADD CONSTRAINT incorporation_forms_returned_has_reason CHECK ((review_state = 'devuelto') = (review_reason IS NOT NULL)),
  -- The form's item id (candidacy id + 1,000,000,000) must fit the API's integer ids.
  ADD CONSTRAINT incorporation_forms_id_fits_queue CHECK (candidacy_id <= 1147483647);
CREATE INDEX incorporation_forms_waiting_idx ON incorporation_forms (saved_at, candidacy_id) WHERE review_state IS NULL;

-- A student who registered on the portal (registrarUsuario) rather than through the institutional
-- login: the studies they add are declarations the office may have to verify. Accounts before this
-- migration: those with a password registered themselves (the institutional login sets none).
ALTER TABLE students ADD COLUMN self_registered boolean NOT NULL DEFAULT false;
UPDATE students s SET self_registered = true FROM users u WHERE u.id = s.user_id AND u.password_hash IS NOT NULL;

-- A study a self-registered student declared through the CV (declared), and the office's answer:
-- verified (the existing `validated`, validadoDOIP, which also locks it) or rejected with the
-- reason the student reads in the CV. updated_at moves on every change, so a staff decision on a
-- study its student just edited is refused. Existing studies of self-registered students, not
-- validated yet, are declarations.
ALTER TABLE student_studies
  ADD COLUMN declared boolean NOT NULL DEFAULT false,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN verified_at timestamptz,
  ADD COLUMN verified_by integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN rejected_at timestamptz,
  ADD COLUMN rejection_reason text,
  ADD CONSTRAINT student_studies_rejected_has_reason CHECK ((rejected_at IS NULL) = (rejection_reason IS NULL));
UPDATE student_studies SET updated_at = created_at;
UPDATE student_studies st SET declared = true
  FROM students s WHERE s.user_id = st.user_id AND s.self_registered AND NOT st.validated;
CREATE INDEX student_studies_waiting_idx ON student_studies (updated_at, id)
  WHERE declared AND NOT validated AND rejected_at IS NULL AND withdrawn_at IS NULL;

-- The CV study the standing's degree and level were taken from (cv/standing.ts); NULL when the
-- careers office or the academic record wrote them. No foreign key on purpose: a deleted study
-- leaves an id that matches nothing, so the enrolment rules stop counting it (offers/candidacies.ts)
-- instead of taking the degree for one the institution recorded.
ALTER TABLE student_standing ADD COLUMN study_id integer;
