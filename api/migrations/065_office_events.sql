-- The careers office manages events (issue 26): the title and description in es, ca and en (ca and
-- en fall back to es when empty), when it ends, a place or an online link (or both), the audience
-- within students (all, still studying, alumni; optionally one degree, the communications' rule),
-- when registration opens, publication (students and companies see an event only once published),
-- cancellation, and who created, changed, published and cancelled it. The seed's events keep their
-- meaning: published, for every student, never cancelled (published_at defaults to now, and only
-- the office's new events are written unpublished).
ALTER TABLE events
  ADD COLUMN title_ca text,
  ADD COLUMN title_en text,
  ADD COLUMN description_ca text,
  ADD COLUMN description_en text,
  ADD COLUMN ends_at timestamptz,           -- null: the seed's events, which only say when they start
  ADD COLUMN online_url text,               -- an online event's link (http or https)
  ADD COLUMN registration_opens_at timestamptz,  -- null: open from publication
  ADD COLUMN student_group text NOT NULL DEFAULT 'todos' CHECK (student_group IN ('todos', 'estudiantes', 'egresados')),
  ADD COLUMN degree_code text,
  ADD COLUMN published_at timestamptz DEFAULT now(),
  ADD COLUMN published_by integer REFERENCES users (id),
  ADD COLUMN cancelled_at timestamptz,
  ADD COLUMN cancelled_by integer REFERENCES users (id),
  ADD COLUMN cancel_reason text,
  ADD COLUMN notified_count integer NOT NULL DEFAULT 0,  -- notices sent when it was cancelled
  ADD COLUMN created_by integer REFERENCES users (id),
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated_by integer REFERENCES users (id),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT events_ends_after_start CHECK (ends_at IS NULL OR ends_at >= starts_at),
  ADD CONSTRAINT events_registration_window CHECK (
    registration_opens_at IS NULL OR registration_closes_at IS NULL OR registration_closes_at > registration_opens_at),
  ADD CONSTRAINT events_cancellation_whole CHECK ((cancelled_at IS NULL) = (cancelled_by IS NULL)),
  ADD CONSTRAINT events_degree_for_students CHECK (degree_code IS NULL OR for_students);

-- Each registration has its own number (the office marks attendance on it), and whether and when
-- the person came, and which staff member said so.
ALTER TABLE event_registrations
  ADD COLUMN id integer GENERATED ALWAYS AS IDENTITY UNIQUE,
  ADD COLUMN attended boolean,
  ADD COLUMN attendance_by integer REFERENCES users (id),
  ADD COLUMN attendance_at timestamptz;
CREATE INDEX event_registrations_event_idx ON event_registrations (event_id, registered_at);

-- The lists students and companies read: published, not cancelled events.
CREATE INDEX events_live_idx ON events (starts_at) WHERE published_at IS NOT NULL AND cancelled_at IS NULL;
