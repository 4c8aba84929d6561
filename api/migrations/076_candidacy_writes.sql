-- Applying writes less per candidacy (issue 23, the apply route of the API benchmark).

-- 1. A candidacy's access URL (urlAcceso) begins with the time it was made, in milliseconds, and
-- ends with 80 random bits: new candidacies land side by side at one end of the unique index
-- instead of on a random page of it each. A random page is read and, the first time it changes
-- after a checkpoint, written whole to the WAL (about 6 KB per candidacy on the benchmark seed,
-- 1 KB now). Still 32 hexadecimal characters, unique and not guessable; the time it tells is the
-- candidacy's date, which whoever may open it sees anyway. Existing candidacies keep theirs.
-- Portable SQL (uuidv7() is PostgreSQL 18's; DATABASE_URL may name an older server).
-- The random part is 20 hexadecimal characters of a hash of a random UUID: a UUID's own text
-- carries fixed version and variant digits, its hash does not.
CREATE FUNCTION time_ordered_slug() RETURNS text LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
  SELECT lpad(to_hex((extract(epoch FROM clock_timestamp()) * 1000)::bigint), 12, '0')
      || right(md5(gen_random_uuid()::text), 20)
$$;
ALTER TABLE candidacies ALTER COLUMN access_slug SET DEFAULT time_ordered_slug();

-- 2. candidacies_offer_state_idx (offer_id, state_id) answers every question the offer_id index
-- did (its first column), so that one is only written on every application.
DROP INDEX candidacies_offer_idx;

-- 3. A new candidacy takes its offer's type and its student's degree in one query instead of two.
CREATE OR REPLACE FUNCTION candidacy_takes_funnel_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT o.offer_type, (SELECT s.degree_code FROM student_standing s WHERE s.user_id = NEW.student_id)
    INTO NEW.offer_type, NEW.degree_code
    FROM offers o WHERE o.id = NEW.offer_id;
  RETURN NEW;
END $$;
