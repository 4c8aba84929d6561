-- The student's offers on real volumes (issue 11: 100,000 offers, 1,000,000 candidacies).

-- The lists' order (highlighted first, most recently highlighted first, then newest, the id
-- breaking ties) as one ascending key: a NULL highlight sorts last as -infinity does, so a page
-- can start right after any offer with one row comparison (keyset), and the index returns the
-- rows already in order. INCLUDE lets the count and the skipping of earlier rows (desde) check
-- expiry and the company without reading the table (highlighted_at too: the planner reads an
-- expression's columns from the index only when they are in it).
DROP INDEX IF EXISTS offers_listing_idx;
CREATE INDEX offers_student_list_idx
  ON offers (offer_type, (coalesce(highlighted_at, '-infinity'::timestamptz)) DESC, published_at DESC, id DESC)
  INCLUDE (expires_at, company_id, highlighted_at)
  WHERE closed_at IS NULL;

-- The menu's question "are there study-and-work offers?": a few rows, not the whole list.
CREATE INDEX offers_study_and_work_idx
  ON offers (offer_type) INCLUDE (expires_at, company_id)
  WHERE closed_at IS NULL AND study_and_work;

-- Companies that hide their offers (not validated, or blocked) are few: the lists look them up
-- instead of joining every company.
CREATE INDEX companies_hidden_idx ON companies (id) WHERE NOT validated OR blocked;
