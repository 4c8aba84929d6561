-- Companies process their candidates (spec 001 §2, §4): candidacy states numbered as the spec,
-- what the company has looked at, every look at a CV, and the incorporation form.

-- The spec numbers "selected" 6 (001 §4); the first schema's data called it 5. The candidacy-state
-- domain now reads 5 finalist, 6 selected (api/data/lists.json): candidacies already selected move.
UPDATE candidacies SET state_id = 6 WHERE state_id = 5;
UPDATE candidacy_state_changes SET state_id = 6 WHERE state_id = 5;
-- Company rejections were state 19 with their own reasons; the spec has one rejected state, 17.
UPDATE candidacies SET state_id = 17 WHERE state_id = 19;
UPDATE candidacy_state_changes SET state_id = 17 WHERE state_id = 19;

-- When the company first opened the candidacy (candidate detail or CV): "new" candidates have none.
ALTER TABLE candidacies ADD COLUMN IF NOT EXISTS seen_by_company_at timestamptz;
CREATE INDEX IF NOT EXISTS candidacies_offer_state_idx ON candidacies (offer_id, state_id);

-- Every time a company user viewed or downloaded a student's CV: the student can list them.
CREATE TABLE IF NOT EXISTS cv_views (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students (user_id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  viewer_id integer REFERENCES users (id) ON DELETE SET NULL,
  candidacy_id integer REFERENCES candidacies (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('ver', 'descargar')),
  viewed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS cv_views_student_idx ON cv_views (student_id, viewed_at DESC);

-- The incorporation form of a selected candidate (one per candidacy): its fields as the contract
-- incorporationFormRequest checked them.
CREATE TABLE IF NOT EXISTS incorporation_forms (
  candidacy_id integer PRIMARY KEY REFERENCES candidacies (id) ON DELETE CASCADE,
  form jsonb NOT NULL,
  starts_on date NOT NULL,
  ends_on date,
  saved_by integer REFERENCES users (id) ON DELETE SET NULL,
  saved_at timestamptz NOT NULL DEFAULT now()
);
