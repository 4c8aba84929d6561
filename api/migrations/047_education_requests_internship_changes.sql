-- Education centres' requests to companies (spec 001 §2, §4, §7 "Education requests"): a
-- vocational school asks a company to host some of its pupils for their practice placement. The
-- requests come from outside the portal; the careers office registers them. The company completes
-- its side (tutor, dates, places, schedule) and accepts or rejects with a reason.
CREATE TABLE education_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  centre_id integer NOT NULL,                     -- idCentro (centrosEducativosDeProvincia)
  centre_name text NOT NULL CHECK (centre_name <> ''),
  province_id char(2) NOT NULL,                   -- the centre's province
  training_cycle text NOT NULL CHECK (training_cycle <> ''),  -- ciclo formativo
  pupils text[] NOT NULL DEFAULT '{}',            -- the pupils' names, when the centre gives them
  places smallint NOT NULL CHECK (places BETWEEN 1 AND 50),   -- places the centre asks for
  starts_on date NOT NULL,
  ends_on date NOT NULL CHECK (ends_on >= starts_on),
  hours smallint NOT NULL CHECK (hours BETWEEN 1 AND 2000),   -- hours of the placement in total
  centre_tutor_name text NOT NULL CHECK (centre_tutor_name <> ''),
  centre_tutor_email text NOT NULL CHECK (centre_tutor_email <> ''),
  centre_tutor_phone text,
  centre_notes text,
  -- The company's side, completed before accepting (/solicitudes-practicas-educacion/{id}/editar).
  company_tutor_name text,
  company_tutor_email text,
  company_tutor_phone text,
  accepted_places smallint CHECK (accepted_places BETWEEN 1 AND 50),
  company_starts_on date,
  company_ends_on date,
  company_schedule text,
  CONSTRAINT education_requests_company_dates CHECK (company_ends_on >= company_starts_on),
  CONSTRAINT education_requests_accepted_places CHECK (accepted_places <= places),
  status text NOT NULL DEFAULT 'pendiente' CHECK (status IN ('pendiente', 'aceptada', 'rechazada')),
  answer_reason text,                             -- the reason of a rejection
  CONSTRAINT education_requests_rejection_reason CHECK (status <> 'rechazada' OR answer_reason <> ''),
  answered_at timestamptz,
  answered_by integer REFERENCES users (id) ON DELETE SET NULL,
  registered_by integer REFERENCES users (id) ON DELETE SET NULL,  -- the careers-office member
  received_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX education_requests_company_idx ON education_requests (company_id, status);

-- The company an internship is done at: from its offer when it has one, otherwise by the
-- company's trade name the internship was recorded with (a proposal's company).
ALTER TABLE student_internships ADD COLUMN company_id integer REFERENCES companies (id) ON DELETE SET NULL;
UPDATE student_internships i SET company_id = o.company_id FROM offers o WHERE o.id = i.offer_id;
UPDATE student_internships i SET company_id = c.id
  FROM companies c
 WHERE i.company_id IS NULL AND lower(c.trade_name) = lower(i.company_name)
   AND (SELECT count(*) FROM companies d WHERE lower(d.trade_name) = lower(i.company_name)) = 1;
CREATE INDEX student_internships_company_idx ON student_internships (company_id);

-- A company's request for a change on one of its internships (solictitarAccionSobrePractica), for
-- the careers office to process: new dates, schedule, tutor, an early end, or anything else.
CREATE TABLE internship_change_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  internship_id integer NOT NULL REFERENCES student_internships (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  requested_by integer REFERENCES users (id) ON DELETE SET NULL,
  action text NOT NULL CHECK (action IN ('fechas', 'horario', 'tutor', 'finalizacionAnticipada', 'otro')),
  new_starts_on date,
  new_ends_on date,
  new_schedule text,
  new_tutor_name text,
  new_tutor_email text,
  reason text NOT NULL CHECK (reason <> ''),
  status text NOT NULL DEFAULT 'pendiente' CHECK (status IN ('pendiente', 'aceptada', 'rechazada')),
  requested_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX internship_change_requests_internship_idx ON internship_change_requests (internship_id, requested_at);
-- One pending request of each kind per internship: a second one waits for the first's answer.
CREATE UNIQUE INDEX internship_change_requests_one_pending
  ON internship_change_requests (internship_id, action) WHERE status = 'pendiente';
