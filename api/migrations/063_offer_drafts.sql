-- A copy of an offer starts as a draft (issue 24): stored pending (state 1) so that the company
-- can edit it, but waiting for nobody (not in the careers office's queue) and seen by no student
-- until the company saves it in the wizard, which sends it on as a new offer would be.
ALTER TABLE offers ADD COLUMN IF NOT EXISTS draft boolean NOT NULL DEFAULT false;

-- The dedication of an offer may be a fraction of the working day ("62,5 %", issue 24): the
-- wizard reads a decimal comma, the column keeps two decimals within the same 0-100 check.
ALTER TABLE offers ALTER COLUMN dedication_percent TYPE numeric(5, 2);
