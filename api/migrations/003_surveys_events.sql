-- Events: registration deadline, gallery and videos; surveys with questions, answers, jumps,
-- audiences and responses (spec 000 §3, §4, §5, §7).

-- Registration closes at this moment (null: when the event starts). Past it: status 75.
ALTER TABLE events ADD COLUMN registration_closes_at timestamptz;

-- Pictures of the gallery and recorded videos of an event, in display order.
CREATE TABLE event_media (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('imagen', 'video')),
  url text NOT NULL,
  title text NOT NULL,
  position smallint NOT NULL,
  UNIQUE (event_id, kind, position)
);

CREATE TABLE surveys (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  access_slug text NOT NULL UNIQUE,              -- urlAcceso
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  for_students boolean NOT NULL DEFAULT true,
  for_companies boolean NOT NULL DEFAULT false,
  -- Anonymous visitors may answer (logaAnonimo); their answers carry no user.
  allows_anonymous boolean NOT NULL DEFAULT false,
  -- False for surveys meant only for people without an account (status 36 on login).
  allows_users boolean NOT NULL DEFAULT true,
  -- Blocks the portal of its audience until answered.
  mandatory boolean NOT NULL DEFAULT false,
  -- Data-protection text the respondent accepts before answering; null: none.
  gdpr_text text,
  opens_at timestamptz NOT NULL DEFAULT now(),
  closes_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (closes_at IS NULL OR closes_at > opens_at)
);

-- When a survey has audience rows, only those users are its target (status 38 for others).
CREATE TABLE survey_audience (
  survey_id integer NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (survey_id, user_id)
);
CREATE INDEX survey_audience_user_idx ON survey_audience (user_id);

CREATE TABLE survey_questions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  survey_id integer NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  text text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('opcion', 'texto')),
  mandatory boolean NOT NULL DEFAULT false,     -- respuestaObligatoria
  for_students boolean NOT NULL DEFAULT true,   -- paraAlumnos
  for_companies boolean NOT NULL DEFAULT true,  -- paraEmpresa
  UNIQUE (survey_id, position),
  UNIQUE (survey_id, id)
);

-- The choices of a question; target_question_id is the jump (idPreguntaDestino), which must be
-- a question of the same survey (the composite key) and, checked when the survey is created,
-- must not make a cycle.
CREATE TABLE survey_options (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  survey_id integer NOT NULL,
  question_id integer NOT NULL,
  position smallint NOT NULL,
  text text NOT NULL,
  target_question_id integer,
  FOREIGN KEY (survey_id, question_id) REFERENCES survey_questions (survey_id, id) ON DELETE CASCADE,
  FOREIGN KEY (survey_id, target_question_id) REFERENCES survey_questions (survey_id, id),
  UNIQUE (question_id, position)
);

-- One response per user and survey (status 39), enforced by the unique key even under
-- concurrent submissions; anonymous responses have no user at all.
CREATE TABLE survey_responses (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  survey_id integer NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (survey_id, user_id)
);

CREATE TABLE survey_response_answers (
  response_id integer NOT NULL REFERENCES survey_responses (id) ON DELETE CASCADE,
  question_id integer NOT NULL REFERENCES survey_questions (id) ON DELETE CASCADE,
  option_id integer REFERENCES survey_options (id) ON DELETE CASCADE,
  text_answer text,
  PRIMARY KEY (response_id, question_id),
  CHECK ((option_id IS NULL) <> (text_answer IS NULL))
);

-- Acceptance of a survey's data-protection text by a logged user (guardaAceptacionRGPD).
CREATE TABLE survey_gdpr_acceptances (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  accepted_at timestamptz NOT NULL DEFAULT now()
);
