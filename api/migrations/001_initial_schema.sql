-- The first schema of the portal: the institution's brand, users (students and company users),
-- companies, offers and events. Column names are English; the API maps them to the contract's
-- Spanish field names. Ids are `integer` so they reach JavaScript as numbers, as the contracts say.

-- Brand settings of the institution: one document, checked against the contract (brandSettings)
-- when written and when read, so a new setting needs no migration.
CREATE TABLE institution_brand (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  settings jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Everyone who logs in. A student and a company user are separate accounts even with one e-mail
-- (the spec has two logins), hence the uniqueness per type.
CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_type text NOT NULL CHECK (user_type IN ('Alumno', 'Empresa')),
  email text NOT NULL,
  password_hash text NOT NULL,
  display_name text NOT NULL,
  -- idIdiomaPreferido: 1 es, 2 ca, 3 en
  preferred_language_id smallint CHECK (preferred_language_id IN (1, 2, 3)),
  blocked boolean NOT NULL DEFAULT false,
  last_login_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_type_email_key ON users (user_type, lower(email));

CREATE TABLE students (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  first_name text NOT NULL,
  last_names text NOT NULL,
  national_id text,
  phone text,
  birth_date date,
  with_internships boolean NOT NULL DEFAULT false,  -- conPracticas
  with_employment boolean NOT NULL DEFAULT false,   -- conEmpleo
  vocational_only boolean NOT NULL DEFAULT false    -- soloCicloFormativo
);

-- The first part of the CV (contract cvSummary); later migrations add studies, languages...
CREATE TABLE student_cvs (
  user_id integer PRIMARY KEY REFERENCES students (user_id) ON DELETE CASCADE,
  presentation text,
  portfolio_url text,
  internship_search_active boolean NOT NULL DEFAULT false,
  job_search_active boolean NOT NULL DEFAULT false,
  has_work_permit boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE companies (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tax_id text NOT NULL UNIQUE,            -- cif
  trade_name text NOT NULL,               -- nombreComercial
  legal_name text NOT NULL,               -- nombreFiscal
  description text,
  validated boolean NOT NULL DEFAULT false,
  blocked boolean NOT NULL DEFAULT false,
  with_internships boolean NOT NULL DEFAULT true,
  with_employment boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A company user may act for several companies and picks one at login.
CREATE TABLE company_users (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, company_id)
);
CREATE INDEX company_users_company_idx ON company_users (company_id);

CREATE TABLE offers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  access_slug text NOT NULL UNIQUE,       -- urlAcceso
  company_id integer NOT NULL REFERENCES companies (id),
  title text NOT NULL,
  offer_type text NOT NULL CHECK (offer_type IN ('empleo', 'practicas')),
  published_at timestamptz NOT NULL DEFAULT now(),   -- fecha
  highlighted_at timestamptz,                        -- fechaDestacada
  province text,
  study_and_work boolean NOT NULL DEFAULT false,     -- estudiaYtrabaja
  expires_at timestamptz,
  closed_at timestamptz
);
-- The students' lists: open offers of a type, highlighted first, newest first, in pages.
CREATE INDEX offers_listing_idx
  ON offers (offer_type, highlighted_at DESC NULLS LAST, published_at DESC, id DESC)
  WHERE closed_at IS NULL;
CREATE INDEX offers_company_idx ON offers (company_id) WHERE closed_at IS NULL;

CREATE TABLE event_categories (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL
);

CREATE TABLE events (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  access_slug text NOT NULL UNIQUE,       -- urlAcceso
  title text NOT NULL,
  lead text NOT NULL,                     -- entradilla
  description text NOT NULL,
  starts_at timestamptz NOT NULL,         -- fecha
  category_id integer NOT NULL REFERENCES event_categories (id),
  place text NOT NULL,                    -- lugar
  featured boolean NOT NULL DEFAULT false,
  main_image_url text,                    -- ulrImagenPrincipal
  places integer CHECK (places > 0),      -- plazas; null: no limit
  is_public boolean NOT NULL DEFAULT true,         -- shown on /evento-publico/{id}
  for_students boolean NOT NULL DEFAULT true,
  for_companies boolean NOT NULL DEFAULT true
);
CREATE INDEX events_starts_at_idx ON events (starts_at);

CREATE TABLE event_registrations (
  event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  registered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, user_id)
);
