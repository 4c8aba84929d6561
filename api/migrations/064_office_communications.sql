-- The careers office writes the home's communications (issue 26): the texts in es, ca and en
-- (ca and en fall back to es when empty, as the data-protection text does), the audience within
-- the user type (students, alumni or both; optionally one degree), the last day shown, the
-- withdrawal, and who created, changed and withdrew each one and when. The seed's rows keep
-- their meaning: every student or every company, shown from their day on, never withdrawn.
ALTER TABLE communications
  ADD COLUMN description_ca text,
  ADD COLUMN description_en text,
  -- Only for audience 'Alumno': 'todos' students and alumni, 'estudiantes' not graduated,
  -- 'egresados' graduates of the institution (institution_graduates).
  ADD COLUMN student_group text NOT NULL DEFAULT 'todos' CHECK (student_group IN ('todos', 'estudiantes', 'egresados')),
  -- A degree code of the reference data (titulaciones): the students of that degree only.
  ADD COLUMN degree_code text,
  ADD COLUMN shown_until date,         -- the last day shown; null: until withdrawn
  ADD COLUMN created_by integer REFERENCES users (id),
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated_by integer REFERENCES users (id),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN withdrawn_by integer REFERENCES users (id),
  ADD COLUMN withdrawn_at timestamptz,
  -- How many notifications the communication sent when it was created (0: none asked for).
  ADD COLUMN notified_count integer NOT NULL DEFAULT 0,
  ADD CONSTRAINT communications_until_after_from CHECK (shown_until IS NULL OR shown_until >= shown_from),
  ADD CONSTRAINT communications_companies_whole CHECK (audience = 'Alumno' OR (student_group = 'todos' AND degree_code IS NULL)),
  ADD CONSTRAINT communications_withdrawal_whole CHECK ((withdrawn_at IS NULL) = (withdrawn_by IS NULL));

-- The office may write the same text twice (for two degrees, or again next term). The seed's
-- ON CONFLICT DO NOTHING relied on this key only while seeding once per database (seed_marks).
ALTER TABLE communications DROP CONSTRAINT IF EXISTS communications_audience_description_key;

-- The home reads the live communications of one user type.
CREATE INDEX communications_live_idx ON communications (audience, shown_from DESC) WHERE withdrawn_at IS NULL;

-- Whether a communication for students (audience 'Alumno') reaches one student: their group
-- (alumni are the institution's graduates, by national id) and, when it names one, their degree
-- (their academic record's or one of their studies at the institution). The home and the
-- notifications a communication sends read this one rule.
CREATE FUNCTION communication_reaches_student(wanted_group text, wanted_degree text, reader_id integer)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT (wanted_group = 'todos'
          OR wanted_group = CASE WHEN EXISTS (
               SELECT 1 FROM students s JOIN institution_graduates g ON g.national_id = upper(s.national_id)
                WHERE s.user_id = reader_id) THEN 'egresados' ELSE 'estudiantes' END)
     AND (wanted_degree IS NULL
          OR EXISTS (SELECT 1 FROM student_standing st WHERE st.user_id = reader_id AND st.degree_code = wanted_degree)
          OR EXISTS (SELECT 1 FROM student_studies ss WHERE ss.user_id = reader_id AND ss.degree_code = wanted_degree))
$$;
