-- The careers office answers what companies and students hand in about internships (issue 21,
-- queues cambiosPracticas, propuestasPracticas, adhesionesProgramas, anexos): each request gets
-- its answer (when, by whom, the reason of a refusal), and each queue reads what waits from a
-- partial index, so its count stays fast however many answered rows pile up.

-- What an accepted change request may set on the internship: the schedule and the tutor's e-mail
-- had nowhere to go.
ALTER TABLE student_internships ADD COLUMN schedule text, ADD COLUMN tutor_email text;

-- 1. Internship change requests.
ALTER TABLE internship_change_requests
  ADD COLUMN answered_at timestamptz,
  ADD COLUMN answered_by integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN answer_reason text,
  ADD CONSTRAINT internship_change_requests_rejection_reason CHECK (status <> 'rechazada' OR answer_reason <> '');
CREATE INDEX internship_change_requests_waiting_idx ON internship_change_requests (requested_at) WHERE status = 'pendiente';

-- 2. Internship proposals: the office accepts one (it becomes the internship) or rejects it with a
-- reason. Students' proposals keep the same columns; the office's queue takes the companies' ones.
ALTER TABLE internship_proposals
  ADD COLUMN status text NOT NULL DEFAULT 'pendiente' CHECK (status IN ('pendiente', 'aceptada', 'rechazada')),
  ADD COLUMN answered_at timestamptz,
  ADD COLUMN answered_by integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN answer_reason text,
  ADD COLUMN internship_id integer REFERENCES student_internships (id) ON DELETE SET NULL,
  ADD CONSTRAINT internship_proposals_rejection_reason CHECK (status <> 'rechazada' OR answer_reason <> '');
CREATE INDEX internship_proposals_company_waiting_idx ON internship_proposals (created_at)
  WHERE status = 'pendiente' AND proposed_by = 'empresa';

-- 3. Programme adhesions, of companies and of students, in one queue: both tables draw their ids
-- from one sequence so that an id names one request whichever table holds it.
CREATE SEQUENCE programme_adhesion_ids AS integer;
ALTER TABLE company_programme_adhesions
  ADD COLUMN id integer NOT NULL DEFAULT nextval('programme_adhesion_ids') UNIQUE,
  ADD COLUMN answered_at timestamptz,
  ADD COLUMN answered_by integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN answer_reason text,
  ADD CONSTRAINT company_programme_adhesions_rejection_reason CHECK (status <> 'rechazada' OR answer_reason <> '');
CREATE INDEX company_programme_adhesions_waiting_idx ON company_programme_adhesions (requested_at) WHERE status = 'solicitada';

-- A student's request waits for the office too. The rows company users made here before 048 are
-- carried by company_programme_adhesions since: 'deEmpresa' keeps them out of the queue.
ALTER TABLE programme_adhesions
  ADD COLUMN id integer NOT NULL DEFAULT nextval('programme_adhesion_ids') UNIQUE,
  ADD COLUMN status text NOT NULL DEFAULT 'solicitada' CHECK (status IN ('solicitada', 'aceptada', 'rechazada', 'deEmpresa')),
  ADD COLUMN answered_at timestamptz,
  ADD COLUMN answered_by integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN answer_reason text,
  ADD CONSTRAINT programme_adhesions_rejection_reason CHECK (status <> 'rechazada' OR answer_reason <> '');
UPDATE programme_adhesions a SET status = 'deEmpresa' FROM users u WHERE u.id = a.user_id AND u.user_type <> 'Alumno';
CREATE INDEX programme_adhesions_waiting_idx ON programme_adhesions (requested_at) WHERE status = 'solicitada';

-- 4. Annexes: generated as drafts (when an internship is created from a proposal, when a change
-- is accepted), issued by the office; only issued ones reach the company, which signs them. The
-- annexes already there were issued on their date.
ALTER TABLE internship_annexes
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN issued_at timestamptz,
  ADD COLUMN issued_by integer REFERENCES users (id) ON DELETE SET NULL;
UPDATE internship_annexes SET issued_at = issued_on::timestamptz, created_at = issued_on::timestamptz;
-- One training project per internship; modifications as many as the changes (two on one day too).
ALTER TABLE internship_annexes DROP CONSTRAINT internship_annexes_internship_id_kind_issued_on_key;
CREATE UNIQUE INDEX internship_annexes_one_training_project ON internship_annexes (internship_id) WHERE kind = 'proyectoFormativo';
CREATE INDEX internship_annexes_internship_idx ON internship_annexes (internship_id);
CREATE INDEX internship_annexes_draft_idx ON internship_annexes (created_at, internship_id) WHERE issued_at IS NULL;

-- An internship of a company under way or to come with no annex at all waits for its training
-- project: a draft from what the internship says.
INSERT INTO internship_annexes (internship_id, kind, description)
SELECT i.id, 'proyectoFormativo', 'Proyecto formativo de las prácticas «' || i.title || '».'
  FROM student_internships i
 WHERE i.company_id IS NOT NULL AND i.state IN ('pendiente', 'enCurso')
   AND NOT EXISTS (SELECT 1 FROM internship_annexes a WHERE a.internship_id = i.id);

-- Informative notes the office publishes: a text (the PDF is generated from it) or a PDF of its
-- own, kept with the note (the office's files count against no company's or student's quota).
ALTER TABLE internship_information_notes
  ADD COLUMN pdf bytea CHECK (octet_length(pdf) <= 5242880),
  ADD COLUMN published_by integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN withdrawn_at timestamptz,
  ADD CONSTRAINT internship_information_notes_content CHECK (body <> '' OR pdf IS NOT NULL);
