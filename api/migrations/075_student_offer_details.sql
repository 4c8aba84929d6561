-- An open offer's detail page as students read it (dameOferta) changes only when a transaction
-- changes that offer, its requirements, or its company's validation, block, trade name or
-- description. Each server keeps the details it has answered (api/src/offers/kept-details.ts) with
-- the version below as it read them, and answers from memory only while the session lookup of the
-- same request (platform/auth/sessions.ts) still reads that version: a change committed by any
-- server, by any code path, is seen by the next request to every server. The version moves once
-- per transaction, at its commit (kept_data_changed, migration 062). The caller's own candidacy
-- is never kept: it is read on every request.
INSERT INTO kept_data_versions (name) VALUES ('student_offer_details') ON CONFLICT (name) DO NOTHING;

-- Any change of an offer a student sees or saw (whatever the column), as for the list.
CREATE CONSTRAINT TRIGGER offers_details_inserted AFTER INSERT ON offers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.state_id = 2 AND NEW.closed_at IS NULL)
  EXECUTE FUNCTION kept_data_changed('student_offer_details');
CREATE CONSTRAINT TRIGGER offers_details_updated AFTER UPDATE ON offers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (((OLD.state_id = 2 AND OLD.closed_at IS NULL) OR (NEW.state_id = 2 AND NEW.closed_at IS NULL))
        AND OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION kept_data_changed('student_offer_details');
CREATE CONSTRAINT TRIGGER offers_details_deleted AFTER DELETE ON offers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.state_id = 2 AND OLD.closed_at IS NULL)
  EXECUTE FUNCTION kept_data_changed('student_offer_details');
CREATE TRIGGER offers_details_truncated AFTER TRUNCATE ON offers
  FOR EACH STATEMENT EXECUTE FUNCTION kept_data_changed('student_offer_details');

-- Requirements are few and rarely written: any change of any of them.
CREATE CONSTRAINT TRIGGER offer_requirements_details_changed AFTER INSERT OR UPDATE OR DELETE ON offer_requirements
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION kept_data_changed('student_offer_details');
CREATE TRIGGER offer_requirements_details_truncated AFTER TRUNCATE ON offer_requirements
  FOR EACH STATEMENT EXECUTE FUNCTION kept_data_changed('student_offer_details');

-- What the detail shows of its company, and whether the company's offers are shown at all.
CREATE CONSTRAINT TRIGGER companies_details_updated AFTER UPDATE OF validated, blocked, trade_name, description ON companies
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.validated IS DISTINCT FROM NEW.validated OR OLD.blocked IS DISTINCT FROM NEW.blocked
        OR OLD.trade_name IS DISTINCT FROM NEW.trade_name OR OLD.description IS DISTINCT FROM NEW.description)
  EXECUTE FUNCTION kept_data_changed('student_offer_details');
