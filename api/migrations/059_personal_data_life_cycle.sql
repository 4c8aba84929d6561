-- Personal data has a life cycle (issue 22): a request to leave is carried out after a grace
-- period the student may cancel, inactive accounts and closed candidacies are erased after
-- retention periods by the server itself (one replica a pass), and of an internship that took
-- place the institution keeps a record without the person. api/src/privacy/ does all of it.

-- 1. A request to leave is pending while handled_at is NULL (at most one, 004's partial key): it
-- is carried out at erase_after, and meanwhile companies no longer see the student. Cancelled, it
-- is handled (handled_at, cancelled_at); carried out, it goes with the account. Requests made
-- before this migration were never carried out: they fall due a week from now.
ALTER TABLE leave_requests ADD COLUMN erase_after timestamptz, ADD COLUMN cancelled_at timestamptz;
UPDATE leave_requests SET erase_after = CASE WHEN handled_at IS NULL THEN now() + interval '7 days' ELSE requested_at END;
ALTER TABLE leave_requests
  ALTER COLUMN erase_after SET NOT NULL,
  ADD CONSTRAINT leave_requests_cancelled_is_handled CHECK (cancelled_at IS NULL OR handled_at IS NOT NULL);
CREATE INDEX leave_requests_due_idx ON leave_requests (erase_after) WHERE handled_at IS NULL;

-- 2. An inactive student is warned by mail before the account is erased; a login after the
-- warning keeps it (last_login_at passes inactivity_warned_at).
ALTER TABLE users ADD COLUMN inactivity_warned_at timestamptz;

-- 3. What the institution keeps of an internship that took place once its student's data is
-- erased: the company, the internship's title, dates and state, and nothing of the person (no
-- student, tutor, document or annex). Deleted at keep_until (years after the internship ended).
CREATE TABLE anonymised_internships (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer REFERENCES companies (id) ON DELETE SET NULL,
  company_name text NOT NULL,
  offer_id integer REFERENCES offers (id) ON DELETE SET NULL,
  title text NOT NULL,
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  state text NOT NULL CHECK (state IN ('enCurso', 'finalizada', 'renunciada')),
  anonymised_on date NOT NULL DEFAULT current_date,
  keep_until date NOT NULL
);
CREATE INDEX anonymised_internships_keep_until_idx ON anonymised_internships (keep_until);

-- 4. Every erasure, without anything of the person: when, why and how much, so the institution
-- can show that requests are carried out (GDPR art. 5.2).
CREATE TABLE personal_data_erasures (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  cause text NOT NULL CHECK (cause IN ('solicitud', 'inactividad')),
  requested_at timestamptz,
  erased_at timestamptz NOT NULL DEFAULT now(),
  rows_deleted integer NOT NULL,
  files_deleted integer NOT NULL,
  internships_kept integer NOT NULL
);

-- 5. Passes the server runs on a timer, claimed by one replica: a replica runs a pass only when it
-- moves last_started_at forward past the interval, so whichever replicas run, each pass runs once.
CREATE TABLE scheduled_passes (
  name text PRIMARY KEY,
  last_started_at timestamptz NOT NULL,
  last_finished_at timestamptz,
  last_result jsonb
);
