-- Offers in full, the student's standing for applying, candidacies with their history,
-- pre-enrolment answers, internships with documents, internship programmes and proposals
-- (spec 000 §2.2, §3, §4, §6, §7; 001 §3, §4).

-- The offer entity beyond what a list needs (spec 001 §3). The columns the students' filters
-- use are columns; the rest of the texts a detail page shows are columns too, all optional.
ALTER TABLE offers
  ADD COLUMN IF NOT EXISTS description text,
  ADD COLUMN IF NOT EXISTS island_id integer,                 -- idIsla
  ADD COLUMN IF NOT EXISTS island_name text,                  -- nombreIsla
  ADD COLUMN IF NOT EXISTS sector text,
  ADD COLUMN IF NOT EXISTS modality_id smallint CHECK (modality_id IN (1, 2, 3)), -- 1 Presencial, 2 Online, 3 Mixta
  ADD COLUMN IF NOT EXISTS contract text,
  ADD COLUMN IF NOT EXISTS salary numeric(10, 2),             -- salario / ayudaEstudio, euros a month
  ADD COLUMN IF NOT EXISTS dedication_percent smallint CHECK (dedication_percent BETWEEN 0 AND 100),
  ADD COLUMN IF NOT EXISTS duration_months smallint CHECK (duration_months BETWEEN 0 AND 12),
  ADD COLUMN IF NOT EXISTS places integer CHECK (places >= 1),
  ADD COLUMN IF NOT EXISTS schedule text,                     -- horario
  ADD COLUMN IF NOT EXISTS hours_per_day numeric(4, 2),
  ADD COLUMN IF NOT EXISTS days_per_week smallint CHECK (days_per_week BETWEEN 1 AND 7),
  ADD COLUMN IF NOT EXISTS starts_on date,
  ADD COLUMN IF NOT EXISTS ends_on date,
  -- Who may apply. Empty arrays: no restriction.
  ADD COLUMN IF NOT EXISTS degree_codes text[] NOT NULL DEFAULT '{}',   -- titulaciones
  ADD COLUMN IF NOT EXISTS levels text[] NOT NULL DEFAULT '{}',         -- niveles: cicloFormativo, grado, postgrado, doctorado
  ADD COLUMN IF NOT EXISTS min_credits_percent smallint CHECK (min_credits_percent BETWEEN 0 AND 100),
  ADD COLUMN IF NOT EXISTS scholarship_only boolean NOT NULL DEFAULT false,
  ADD COLUMN IF NOT EXISTS without_pending_internships boolean NOT NULL DEFAULT false,
  ADD COLUMN IF NOT EXISTS requires_own_cv boolean NOT NULL DEFAULT false,
  ADD COLUMN IF NOT EXISTS required_documents text[] NOT NULL DEFAULT '{}',
  ADD COLUMN IF NOT EXISTS external_enrolment_url text;

-- Requirements of an offer, mandatory or desirable (spec 001 §3). `kind` names what is asked,
-- `value` the level or amount where there is one (a language's level, a maximum age).
CREATE TABLE offer_requirements (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  offer_id integer NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('idioma', 'carnetConducir', 'vehiculoPropio', 'disponibilidadTraslado', 'edadMaxima', 'otro')),
  value text,
  label text NOT NULL,
  mandatory boolean NOT NULL,
  UNIQUE NULLS NOT DISTINCT (offer_id, kind, value)
);

-- The student's standing as the careers service knows it (academic record, services, documents):
-- what the enrolment rules of spec 000 §6 read. One row per student; a student without one
-- cannot apply (status 26, no studies found).
CREATE TABLE student_standing (
  user_id integer PRIMARY KEY REFERENCES students (user_id) ON DELETE CASCADE,
  deregistered boolean NOT NULL DEFAULT false,
  degree_code text NOT NULL,
  degree_name text NOT NULL,
  level text NOT NULL CHECK (level IN ('cicloFormativo', 'grado', 'postgrado', 'doctorado')),
  two_year_master boolean NOT NULL DEFAULT false,
  credits_passed_percent smallint NOT NULL DEFAULT 0 CHECK (credits_passed_percent BETWEEN 0 AND 100),
  enrolled_for_internships boolean NOT NULL DEFAULT true,
  authorised_for_internships boolean NOT NULL DEFAULT true,
  has_scholarship boolean NOT NULL DEFAULT false,
  has_pending_internships boolean NOT NULL DEFAULT false,
  has_own_cv boolean NOT NULL DEFAULT false,
  needs_work_permit boolean NOT NULL DEFAULT false,
  social_security_number text,
  provided_documents text[] NOT NULL DEFAULT '{}',
  -- What the requirements are checked against.
  languages jsonb NOT NULL DEFAULT '{}',       -- {"en": "B2"}
  driving_licence boolean NOT NULL DEFAULT false,
  own_car boolean NOT NULL DEFAULT false,
  available_to_relocate boolean NOT NULL DEFAULT false
);

-- A student's application to an offer. One per student and offer: two requests at once create one.
-- state_id and reason_id are values of the candidacy-state and change-reason domains (reference
-- data served by /api/Dominios: 1 applied, 16 pre-enrolment offered, 17 rejected, 18 accepted...).
CREATE TABLE candidacies (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  access_slug text NOT NULL UNIQUE DEFAULT replace(gen_random_uuid()::text, '-', ''),  -- urlAcceso
  offer_id integer NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES students (user_id) ON DELETE CASCADE,
  state_id integer NOT NULL DEFAULT 1,
  reason_id integer,
  applied_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, offer_id)
);
CREATE INDEX candidacies_offer_idx ON candidacies (offer_id);

CREATE TABLE candidacy_state_changes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  candidacy_id integer NOT NULL REFERENCES candidacies (id) ON DELETE CASCADE,
  state_id integer NOT NULL,
  reason_id integer,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX candidacy_state_changes_candidacy_idx ON candidacy_state_changes (candidacy_id, changed_at);

-- The student's internships (damePracticasAlumno): dates for the overlap rule (17).
CREATE TABLE student_internships (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students (user_id) ON DELETE CASCADE,
  offer_id integer REFERENCES offers (id) ON DELETE SET NULL,
  company_name text NOT NULL,
  title text NOT NULL,
  starts_on date NOT NULL,
  ends_on date NOT NULL CHECK (ends_on >= starts_on),
  state text NOT NULL DEFAULT 'enCurso' CHECK (state IN ('pendiente', 'enCurso', 'finalizada', 'renunciada')),
  tutor_name text,
  UNIQUE (student_id, title, starts_on)
);

-- Files of an internship: the file itself lives under DATA_DIR (stored_name), never served by the
-- name the user gave.
CREATE TABLE internship_documents (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  internship_id integer NOT NULL REFERENCES student_internships (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('documento', 'renuncia', 'seguimiento')),
  document_type_id integer,                -- student internship document type (domain), for addDocumentoPractica
  original_name text NOT NULL,
  extension text NOT NULL,
  stored_name text NOT NULL UNIQUE,
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX internship_documents_internship_idx ON internship_documents (internship_id);

-- Internship programmes companies and students adhere to (detallePrograma, solicitaAdhesionPrograma).
CREATE TABLE internship_programmes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  description text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  needs_adhesion boolean NOT NULL DEFAULT true,
  dedication_percent smallint NOT NULL DEFAULT 80,
  duration_months smallint NOT NULL DEFAULT 12
);

CREATE TABLE programme_adhesions (
  programme_id integer NOT NULL REFERENCES internship_programmes (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  requested_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (programme_id, user_id)
);

-- A student's internship proposal (solicitudPractica): with a company of the portal found by CIF,
-- or with one the careers service has to register (company_id null, its CIF and name kept).
CREATE TABLE internship_proposals (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students (user_id) ON DELETE CASCADE,
  company_id integer REFERENCES companies (id),
  company_tax_id text NOT NULL,
  company_name text NOT NULL,
  tutor_email text NOT NULL,
  signatory_email text NOT NULL,
  description text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Contacts of a company (spec 001 §3: tutors, signatories, general contacts), as the student's
-- proposal finds or creates them by e-mail (dameDatosContactoPorEmail, addContactoEmpresa_*_PorEmail).
-- contact_type_id is the company-contact-type domain: 1 internship tutor, 2 annex signatory,
-- 3 agreement signatory, 4 general contact. One row per company, e-mail and type.
CREATE TABLE company_contacts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  contact_type_id smallint NOT NULL CHECK (contact_type_id BETWEEN 1 AND 4),
  title text CHECK (title IN ('D.', 'Da.')),          -- tratamiento
  first_name text NOT NULL,
  last_names text NOT NULL,
  email text NOT NULL,
  national_id text,
  phone1 text NOT NULL,
  phone2 text,
  position text,                                       -- puesto
  department text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX company_contacts_email_key ON company_contacts (company_id, lower(email), contact_type_id);
