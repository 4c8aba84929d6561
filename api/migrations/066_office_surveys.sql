-- The careers office builds surveys (issue 26): a survey is a draft until the office publishes
-- it, and only then can anyone see or answer it. Every survey written before (the seed's, the
-- tests') counts as published when it was created, and so does any survey still written by keys
-- (create.ts); the office's own drafts are inserted with published_at NULL. Who wrote and last
-- changed a survey, and when, are kept for the office's list and for the version an edit names.
ALTER TABLE surveys
  ADD COLUMN published_at timestamptz DEFAULT now(),
  ADD COLUMN created_by integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
UPDATE surveys SET published_at = created_at;

