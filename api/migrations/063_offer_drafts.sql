-- A copy of an offer starts as a draft (issue 24): stored pending (state 1) so that the company
-- can edit it, but waiting for nobody (not in the careers office's queue) and seen by no student
-- until the company saves it in the wizard, which sends it on as a new offer would be.
ALTER TABLE offers ADD COLUMN IF NOT EXISTS draft boolean NOT NULL DEFAULT false;

-- The dedication of an offer may be a fraction of the working day ("62,5 %", issue 24): the
-- wizard reads a decimal comma, the column keeps two decimals within the same 0-100 check.
ALTER TABLE offers ALTER COLUMN dedication_percent TYPE numeric(5, 2);

-- A survey about the respondent's own internship (issue 24, spec 000 E5 idPractica): addressed only
-- to students with an internship, and its questions carry that internship's id.
ALTER TABLE surveys ADD COLUMN IF NOT EXISTS about_internship boolean NOT NULL DEFAULT false;
UPDATE surveys SET about_internship = true WHERE access_slug = 'valoracion-practicas';
