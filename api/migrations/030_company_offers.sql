-- Companies publish and manage their offers (spec 001 §2-§5): the offer's state, every field of
-- the wizard, closing data, saved searches, the company's IBAN and the careers office's staff
-- accounts that validate offers.

-- Staff of the careers office log in with their own accounts (POST /api/Orientacion/logaUsuario).
ALTER TABLE users DROP CONSTRAINT IF EXISTS users_user_type_check;
ALTER TABLE users ADD CONSTRAINT users_user_type_check CHECK (user_type IN ('Alumno', 'Empresa', 'Orientacion'));

-- An internship offer needs the company's IBAN (72, 535).
ALTER TABLE companies ADD COLUMN IF NOT EXISTS iban text;

-- The offer's state (contract company-offers.ts OfferState): 1 pending validation, 2 published,
-- 3 closed, 5 rejected, 6 deleted. "Expired" (4) is not stored: a pending or published offer whose
-- expiry date has passed. Offers written before this migration were public: published, or closed.
ALTER TABLE offers
  ADD COLUMN IF NOT EXISTS state_id smallint NOT NULL DEFAULT 2 CHECK (state_id IN (1, 2, 3, 5, 6)),
  ADD COLUMN IF NOT EXISTS state_reason text,                 -- descripcionEstadoMotivo
  ADD COLUMN IF NOT EXISTS created_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN IF NOT EXISTS updated_at timestamptz,
  ADD COLUMN IF NOT EXISTS created_by integer REFERENCES users (id) ON DELETE SET NULL,
  -- A member of the careers office who manages the offer: the company can no longer edit it (25).
  ADD COLUMN IF NOT EXISTS manager_name text,
  ADD COLUMN IF NOT EXISTS copied_from integer REFERENCES offers (id) ON DELETE SET NULL,
  ADD COLUMN IF NOT EXISTS tasks text,                        -- tareas
  ADD COLUMN IF NOT EXISTS job_post text,                     -- puesto
  ADD COLUMN IF NOT EXISTS department text,                   -- departamento
  ADD COLUMN IF NOT EXISTS town text,                         -- poblacion
  ADD COLUMN IF NOT EXISTS publication_type smallint NOT NULL DEFAULT 1 CHECK (publication_type IN (1, 2)),
  ADD COLUMN IF NOT EXISTS programme_id integer REFERENCES internship_programmes (id),
  ADD COLUMN IF NOT EXISTS contract_type_id integer,          -- tiposContrato (jobs)
  ADD COLUMN IF NOT EXISTS study_aid numeric(10, 2),          -- ayudaEstudio (internships); 0 is unpaid
  ADD COLUMN IF NOT EXISTS course text,                       -- curso
  ADD COLUMN IF NOT EXISTS internship_type_id integer,        -- tiposContratoPracticas
  ADD COLUMN IF NOT EXISTS company_tutor jsonb,               -- contract companyTutor
  ADD COLUMN IF NOT EXISTS university_tutor_name text,
  ADD COLUMN IF NOT EXISTS cost_centre text CHECK (cost_centre ~ '^ESB00[A-Z0-9]{5}$'),
  ADD COLUMN IF NOT EXISTS internal_order text CHECK (internal_order ~ '^30000[0-9]{7}$'),
  ADD COLUMN IF NOT EXISTS min_grade numeric(3, 2) CHECK (min_grade BETWEEN 1 AND 4),
  ADD COLUMN IF NOT EXISTS final_project jsonb,               -- tfg: enlace, titulo, tutor
  -- The wizard's fields that no query reads, checked by the contract (offerForm) on the way in.
  ADD COLUMN IF NOT EXISTS extra jsonb NOT NULL DEFAULT '{}',
  -- Closing (cerrarOferta): was a candidate proposed by the placement service selected?
  ADD COLUMN IF NOT EXISTS closing_candidate_selected boolean,
  ADD COLUMN IF NOT EXISTS closing_candidate_name text,
  ADD COLUMN IF NOT EXISTS closing_contract_start date,
  ADD COLUMN IF NOT EXISTS closing_contract_type_id integer;

UPDATE offers SET state_id = 3 WHERE closed_at IS NOT NULL AND state_id = 2;

-- The company's lists: its offers by state, newest first.
CREATE INDEX IF NOT EXISTS offers_company_state_idx
  ON offers (company_id, state_id, highlighted_at DESC NULLS LAST, published_at DESC, id DESC);
-- The careers office's queue.
CREATE INDEX IF NOT EXISTS offers_pending_idx ON offers (created_at, id) WHERE state_id = 1;

-- Every change of an offer's state, with who made it (the company's user or the office's staff).
CREATE TABLE IF NOT EXISTS offer_state_changes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  offer_id integer NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  state_id smallint NOT NULL,
  reason text,
  changed_by integer REFERENCES users (id) ON DELETE SET NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS offer_state_changes_offer_idx ON offer_state_changes (offer_id, changed_at);

-- Saved searches of "my offers", per company user and company.
CREATE TABLE IF NOT EXISTS company_saved_searches (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL,
  filters jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, company_id, name)
);
