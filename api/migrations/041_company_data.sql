-- The company's own data (spec 001 §3 Company, §5 "Company data"), its work centres and the
-- profile of each company user (/mi-perfil).

-- Reference ids are those of the domains lists (api/data/lists.json): tiposEmpresa, sectores,
-- areasFuncionales, rangosEmpleados, rangosFacturacion.
ALTER TABLE companies
  ADD COLUMN company_type_id smallint,            -- idTipoEmpresa
  ADD COLUMN sector_id smallint,                  -- idSector
  ADD COLUMN functional_area_id smallint,         -- idAreaFuncional
  ADD COLUMN employee_range_id smallint,          -- idRangoEmpleados
  ADD COLUMN billing_range_id smallint,           -- idRangoFacturacion
  ADD COLUMN position text,                       -- cargo (of the person in charge of the relation)
  ADD COLUMN headquarters text,                   -- sedeCentral
  ADD COLUMN website text,                        -- web
  ADD COLUMN startup_founded_on date,             -- startup.fechaConstitucion
  ADD COLUMN startup_enisa_certified boolean,     -- startup.certificadaEnisa
  ADD COLUMN data_completed_at timestamptz,       -- last editaEmpresaCompletos
  -- The careers office verified the CIF and the legal name: from then on the company cannot change them.
  ADD COLUMN data_verified_at timestamptz,
  ADD CONSTRAINT companies_startup_data CHECK ((startup_founded_on IS NULL) = (startup_enisa_certified IS NULL));

-- Work centres: where the company's interns and hires work. The address has the shape and rules of
-- the student's and the company's (009, 040).
CREATE TABLE company_work_centres (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (name <> ''),
  phone text,
  street_type_id integer NOT NULL,
  street text NOT NULL CHECK (street <> ''),
  street_number text NOT NULL CHECK (street_number <> ''),
  floor text,
  door text,
  postal_code text NOT NULL CHECK (postal_code <> ''),
  country_id integer NOT NULL,
  province_id char(2) CHECK (province_id ~ '^(0[1-9]|[1-4][0-9]|5[0-3])$'),
  province_text text,
  municipality_id integer,
  municipality_text text,
  island_id integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT company_work_centres_province CHECK (
    (country_id = 1 AND province_id IS NOT NULL AND province_text IS NULL)
    OR (country_id <> 1 AND province_id IS NULL)
  ),
  CONSTRAINT company_work_centres_municipality CHECK ((municipality_id IS NULL) <> (municipality_text IS NULL))
);
CREATE INDEX company_work_centres_company_idx ON company_work_centres (company_id, id);

-- The company user's profile: the name, e-mail and preferred language stay on users.
CREATE TABLE company_user_profiles (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  first_name text NOT NULL,
  last_names text NOT NULL,
  position text,
  phone text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
