-- The student's CV in full (spec 000 §2.5, §3 "Student CV", §5, §7): personal data, studies,
-- languages, experience, stays abroad, training, certificates, skills, interests, documents, photo,
-- social-security data and preferences. Column names are English; the API maps them to the
-- contract's Spanish names (shared/contracts/src/cv-*.ts). Every row belongs to one student and is
-- deleted with them.

-- Personal data beyond the name, national id, phone and birth date of 001.
ALTER TABLE students
  ADD COLUMN id_document_type smallint NOT NULL DEFAULT 1,          -- idTipoDocumento (tiposDocumentoIdentidad)
  ADD COLUMN gender text CHECK (gender IN ('mujer', 'hombre', 'noBinario', 'prefiereNoDecirlo')),
  ADD COLUMN personal_email text,                                   -- emailPersonal
  ADD COLUMN student_email text,                                    -- emailEstudiante
  ADD COLUMN communications_to_student_email boolean NOT NULL DEFAULT false,
  ADD COLUMN phone2 text,                                           -- telefono2
  ADD COLUMN iban text,
  ADD COLUMN social_security_number text CHECK (social_security_number ~ '^\d{12}$'),
  ADD COLUMN social_security_policy_accepted_at timestamptz,        -- the "Datos Seguridad Social" form
  ADD COLUMN nationality_ids integer[] NOT NULL DEFAULT '{}',       -- nacionalidades (country ids)
  ADD COLUMN birth_country_id integer,                              -- lugarNacimiento
  ADD COLUMN birth_province_id char(2),
  ADD COLUMN birth_municipality_id integer,
  ADD COLUMN birth_place_text text,
  ADD COLUMN disability_over_33 boolean NOT NULL DEFAULT false,     -- discapacidad (33 % or more)
  -- Personal fields the careers office has validated (validadoDOIP): the student cannot change them.
  ADD COLUMN validated_fields text[] NOT NULL DEFAULT '{}';

CREATE UNIQUE INDEX students_social_security_number_key ON students (social_security_number);

ALTER TABLE student_cvs
  ADD COLUMN internship_period_id smallint CHECK (internship_period_id BETWEEN 1 AND 5), -- idPeriodoPreferenciaPracticas
  ADD COLUMN sne_level_id smallint CHECK (sne_level_id BETWEEN 0 AND 8),                -- idNivelFormativoSNE
  ADD COLUMN competence_ids integer[] NOT NULL DEFAULT '{}',       -- competencias
  ADD COLUMN interest_tag_ids integer[] NOT NULL DEFAULT '{}',     -- interes.tags
  ADD COLUMN sector_ids integer[] NOT NULL DEFAULT '{}',           -- sectoresInteres
  ADD COLUMN functional_area_ids integer[] NOT NULL DEFAULT '{}',  -- profesional.areasFuncionales
  ADD COLUMN driving_licence boolean NOT NULL DEFAULT false,       -- profesional.carnetConducir
  ADD COLUMN own_car boolean NOT NULL DEFAULT false,               -- profesional.vehiculoPropio
  ADD COLUMN available_to_relocate boolean NOT NULL DEFAULT false, -- profesional.disponibilidadTraslado
  ADD COLUMN photo_stored_name text,                               -- urlImagenPerfil (DATA_DIR/cv-files)
  ADD COLUMN photo_width integer,
  ADD COLUMN photo_height integer;

-- Studies: the institution's own (a degree of its catalogue, deLaUniversidad) and any other.
CREATE TABLE student_studies (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES students (user_id) ON DELETE CASCADE,
  from_university boolean NOT NULL,        -- deLaUniversidad
  degree_id integer,                       -- idTitulacion (titulaciones), the institution's studies
  degree_code text,
  name text NOT NULL CHECK (name <> ''),   -- titulacion
  level text NOT NULL CHECK (level IN ('cicloFormativo', 'grado', 'postgrado', 'doctorado')),
  centre text,                             -- centro
  start_year smallint CHECK (start_year BETWEEN 1950 AND 2100),
  end_year smallint CHECK (end_year BETWEEN 1950 AND 2100),
  finished boolean NOT NULL DEFAULT false, -- finalizado
  grade numeric(3, 2) CHECK (grade BETWEEN 1 AND 4), -- nota
  validated boolean NOT NULL DEFAULT false,           -- validadoDOIP
  withdrawn_at timestamptz,                           -- bajaEstudioUniversidad
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (from_university = (degree_id IS NOT NULL)),
  CHECK (end_year IS NULL OR start_year IS NULL OR end_year >= start_year)
);
CREATE INDEX student_studies_user_idx ON student_studies (user_id);
-- A degree of the institution once per student.
CREATE UNIQUE INDEX student_studies_degree_key ON student_studies (user_id, degree_id) WHERE degree_id IS NOT NULL;

CREATE TABLE student_languages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES students (user_id) ON DELETE CASCADE,
  language_id integer NOT NULL,            -- idIdioma (idiomas)
  level_id integer NOT NULL,               -- idNivel (nivelesIdioma)
  certificate text,                        -- certificacion
  UNIQUE (user_id, language_id)
);

CREATE TABLE student_experiences (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES students (user_id) ON DELETE CASCADE,
  position text NOT NULL CHECK (position <> ''),  -- puesto
  company text,                                   -- empresa
  description text,                               -- descripcion
  sector_id integer,                              -- idSector
  country_id integer,                             -- idPais
  province_id char(2),                            -- idProvincia
  starts_on date NOT NULL,                        -- fechaInicio
  ends_on date CHECK (ends_on IS NULL OR ends_on >= starts_on), -- fechaFin (null: current)
  duration_months integer CHECK (duration_months BETWEEN 0 AND 600), -- duracionMeses
  contract_type_id integer,                       -- idTipoContrato (tiposContratoExperiencia)
  contract_subtype_id integer,                    -- idSubtipoContrato
  attachment_stored_name text UNIQUE,             -- adjunto (DATA_DIR/cv-files)
  attachment_name text,
  attachment_extension text,
  CHECK ((attachment_stored_name IS NULL) = (attachment_extension IS NULL))
);
CREATE INDEX student_experiences_user_idx ON student_experiences (user_id);

CREATE TABLE student_stays_abroad (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES students (user_id) ON DELETE CASCADE,
  stay_type_id integer NOT NULL,           -- idTipoEstancia (tiposEstancia)
  country_id integer NOT NULL,             -- idPais
  institution text NOT NULL CHECK (institution <> ''), -- institucion
  city text,                               -- ciudad
  starts_on date NOT NULL,
  ends_on date CHECK (ends_on IS NULL OR ends_on >= starts_on),
  description text
);
CREATE INDEX student_stays_abroad_user_idx ON student_stays_abroad (user_id);

CREATE TABLE student_trainings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES students (user_id) ON DELETE CASCADE,
  training_type_id integer NOT NULL,       -- idTipoFormacion (tiposFormacion)
  title text NOT NULL CHECK (title <> ''),
  centre text,
  hours integer CHECK (hours BETWEEN 1 AND 10000),
  finished_on date
);
CREATE INDEX student_trainings_user_idx ON student_trainings (user_id);

CREATE TABLE student_certificates (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES students (user_id) ON DELETE CASCADE,
  name text NOT NULL CHECK (name <> ''),
  issuer text,                             -- entidad
  issued_on date,
  url text
);
CREATE INDEX student_certificates_user_idx ON student_certificates (user_id);

-- IT knowledge with a level each (editConocimientosInformaticos).
CREATE TABLE student_it_skills (
  user_id integer NOT NULL REFERENCES students (user_id) ON DELETE CASCADE,
  programme_id integer NOT NULL,           -- idPrograma (programasInformaticos)
  level_id integer NOT NULL,               -- idNivel (nivelesProgramasInformaticos)
  PRIMARY KEY (user_id, programme_id)
);

-- Documents of the CV: public ones companies see, private ones only the careers office sees,
-- documents a process asks for, the student's own CV file (urlCV) and the social-security
-- attachment. Each is a file (stored under DATA_DIR/cv-files with a generated name) or a URL.
CREATE TABLE student_documents (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES students (user_id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('publico', 'privado', 'proceso', 'cv', 'seguridadSocial')),
  name text NOT NULL CHECK (name <> ''),
  url text,
  stored_name text UNIQUE,
  extension text,
  size_bytes integer CHECK (size_bytes > 0),
  content_sha256 text,
  process_document_key text,               -- idDocumentoNecesarioOfertaNoTipado (an offer's required document)
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((url IS NULL) <> (stored_name IS NULL)),
  CHECK ((stored_name IS NULL) = (extension IS NULL) AND (stored_name IS NULL) = (content_sha256 IS NULL)),
  CHECK ((kind = 'proceso') = (process_document_key IS NOT NULL))
);
CREATE INDEX student_documents_user_idx ON student_documents (user_id, kind);
-- One own CV file per student.
CREATE UNIQUE INDEX student_documents_one_cv ON student_documents (user_id) WHERE kind = 'cv';

-- Which personal fields the student sees and edits, and which experience fields are required:
-- the institution's configuration of the CV (spec 000 §3 brand settings "visibility and
-- editability of personal data fields", §5 "required according to brand configuration"), checked
-- against the contract cvSettings when read.
CREATE TABLE cv_settings (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  settings jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Orientation guides (spec 000 §3 Guide: titulo, descripcion HTML, urlFichero, ulrImagen), one row
-- per guide and language. The HTML is stored as the careers office wrote it; the client sanitises
-- it before showing it.
CREATE TABLE orientation_guides (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL,
  language text NOT NULL CHECK (language IN ('es', 'ca', 'en')),
  title text NOT NULL,
  description_html text NOT NULL,
  file_url text,
  image_url text,
  position integer NOT NULL DEFAULT 0,
  published boolean NOT NULL DEFAULT true,
  UNIQUE (slug, language)
);
