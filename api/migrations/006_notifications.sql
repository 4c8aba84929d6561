-- Notifications of one user (spec 000 §3, §4) and the institution's communications for the home.

CREATE TABLE notifications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  body text NOT NULL,
  important boolean NOT NULL DEFAULT false,
  -- urlAcceso: a path inside the portal; urlExterna: a page elsewhere. A notification with
  -- neither is "without a link" and is marked read when the panel closes.
  access_url text,
  external_url text,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);

CREATE TABLE communications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  audience text NOT NULL CHECK (audience IN ('Alumno', 'Empresa')),
  shown_from date NOT NULL,          -- fechaDesde
  description text NOT NULL,         -- descripcion
  link text,                         -- enlace
  UNIQUE (audience, description)
);

-- Demo rows that are written once per database, not on every start: a user who deleted a seeded
-- notification must not see it come back after a restart.
CREATE TABLE seed_marks (
  key text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);
