-- Sessions the server knows (issue 15). Every token names its session (the JWT id); a guard accepts
-- a token only while its session row is open and its account is as the session saw it. This
-- replaces ended_sessions, which could only end the one token logout was called with.
CREATE TABLE user_sessions (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The account type the token was issued for: a token of an account whose type changed is refused.
  user_type text NOT NULL,
  -- Company sessions act for one company; ending the company's sessions needs to find them.
  company_id integer REFERENCES companies (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ended_at timestamptz,
  -- logout, password, blocked, left: why the session ended (for operators reading the table).
  ended_reason text
);
CREATE INDEX user_sessions_open_by_user_idx ON user_sessions (user_id) WHERE ended_at IS NULL;
CREATE INDEX user_sessions_open_by_company_idx ON user_sessions (company_id) WHERE ended_at IS NULL AND company_id IS NOT NULL;
CREATE INDEX user_sessions_expiry_idx ON user_sessions (expires_at);

DROP TABLE ended_sessions;

-- Any change of a password (change, reset through a link, an operator's UPDATE) ends the account's
-- open sessions. The one session that changed its own password says so with
-- `SET LOCAL portal.kept_session = '<session id>'` in the same transaction and stays open.
-- Blocking an account ends all of its sessions. Triggers, so that no code path can forget it.
CREATE FUNCTION end_sessions_of_changed_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.blocked AND NOT OLD.blocked THEN
    UPDATE user_sessions SET ended_at = now(), ended_reason = 'blocked'
     WHERE user_id = NEW.id AND ended_at IS NULL;
  ELSIF NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
    UPDATE user_sessions SET ended_at = now(), ended_reason = 'password'
     WHERE user_id = NEW.id AND ended_at IS NULL
       AND id::text IS DISTINCT FROM nullif(current_setting('portal.kept_session', true), '');
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER users_end_sessions AFTER UPDATE OF password_hash, blocked ON users
  FOR EACH ROW EXECUTE FUNCTION end_sessions_of_changed_user();

-- Blocking a company ends every session acting for it (its users' sessions for other companies go on).
CREATE FUNCTION end_sessions_of_blocked_company() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.blocked AND NOT OLD.blocked THEN
    UPDATE user_sessions SET ended_at = now(), ended_reason = 'blocked'
     WHERE company_id = NEW.id AND ended_at IS NULL;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER companies_end_sessions AFTER UPDATE OF blocked ON companies
  FOR EACH ROW EXECUTE FUNCTION end_sessions_of_blocked_company();
