-- The students' offers list on real volumes (issue 23: at least 0.30 of a bare route's requests
-- per second on 100,000 offers).

-- 1. The list's index holds only the offers a student may see (open and published, state 2), so
-- that the count, the skipping of earlier rows and each page answer from the index alone: the
-- index of migration 010 predates offer states (migration 030), and every row it gave had to be
-- read from the table to check its state.
DROP INDEX IF EXISTS offers_student_list_idx;
CREATE INDEX offers_student_list_idx
  ON offers (offer_type, (coalesce(highlighted_at, '-infinity'::timestamptz)) DESC, published_at DESC, id DESC)
  INCLUDE (expires_at, company_id, highlighted_at)
  WHERE closed_at IS NULL AND state_id = 2;

DROP INDEX IF EXISTS offers_study_and_work_idx;
CREATE INDEX offers_study_and_work_idx
  ON offers (offer_type) INCLUDE (expires_at, company_id)
  WHERE closed_at IS NULL AND state_id = 2 AND study_and_work;

-- 2. What the list shows (which offers, in which order, with which of their columns and their
-- company's name) changes only when a transaction changes an offer a student sees or saw, or a
-- company's validation, block or trade name. Each server keeps the list in memory
-- (api/src/offers/visible-order.ts) with the version it read it at, and answers from it only after
-- the database said, in a statement of the same request, that the version is still that one (the
-- session lookup reads every version here at no extra round trip, platform/auth/sessions.ts): a
-- change committed by any server, by any code path, is seen by the next request to every server,
-- as if nothing were kept.
CREATE TABLE kept_data_versions (
  name text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 1
);
INSERT INTO kept_data_versions (name) VALUES ('student_offers');

-- The version named by the trigger's argument moves once per transaction, when it commits (a
-- deferred trigger): its row is locked only for the instant of the commit, after every statement
-- of the transaction has run, so two transactions that change offers can wait for each other there
-- but never deadlock on it.
CREATE FUNCTION kept_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  flag text := 'portal.changed_' || TG_ARGV[0];
BEGIN
  IF current_setting(flag, true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config(flag, 'yes', true);
    UPDATE kept_data_versions SET version = version + 1 WHERE name = TG_ARGV[0];
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER offers_list_inserted AFTER INSERT ON offers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.state_id = 2 AND NEW.closed_at IS NULL)
  EXECUTE FUNCTION kept_data_changed('student_offers');
-- Any change of a listed offer (or of one that becomes listed), whatever the column: a column
-- added to the list later needs no change here.
CREATE CONSTRAINT TRIGGER offers_list_updated AFTER UPDATE ON offers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (((OLD.state_id = 2 AND OLD.closed_at IS NULL) OR (NEW.state_id = 2 AND NEW.closed_at IS NULL))
        AND OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION kept_data_changed('student_offers');
CREATE CONSTRAINT TRIGGER offers_list_deleted AFTER DELETE ON offers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.state_id = 2 AND OLD.closed_at IS NULL)
  EXECUTE FUNCTION kept_data_changed('student_offers');
CREATE CONSTRAINT TRIGGER companies_list_updated AFTER UPDATE OF validated, blocked, trade_name ON companies
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.validated IS DISTINCT FROM NEW.validated OR OLD.blocked IS DISTINCT FROM NEW.blocked
        OR OLD.trade_name IS DISTINCT FROM NEW.trade_name)
  EXECUTE FUNCTION kept_data_changed('student_offers');
-- A truncate fires no row trigger.
CREATE TRIGGER offers_list_truncated AFTER TRUNCATE ON offers
  FOR EACH STATEMENT EXECUTE FUNCTION kept_data_changed('student_offers');
