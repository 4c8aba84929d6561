-- The candidacy funnel of the outcome dashboards (issue 26) answers in under a second on the
-- benchmark seed (1,000,000 candidacies). Counting it through joins (the offer for its type, the
-- student's standing for the degree, the history for how far a rejected or withdrawn candidacy
-- had gone) took about three seconds; each candidacy now carries those three facts, kept by the
-- triggers below, so the funnel is one parallel pass over candidacies alone.
ALTER TABLE candidacies
  -- The offer's type (empleo, practicas): offers.offer_type.
  ADD COLUMN offer_type text,
  -- The student's present degree: student_standing.degree_code (null without a standing).
  ADD COLUMN degree_code text,
  -- How far the candidacy ever went in its history: 0 applied, 1 pre-selected (shortlisted,
  -- interviewing, finalist: 3, 4, 5), 2 selected (6). A rejection or withdrawal keeps it.
  ADD COLUMN furthest_stage smallint NOT NULL DEFAULT 0;

UPDATE candidacies ca
   SET offer_type = facts.offer_type, degree_code = facts.degree_code, furthest_stage = facts.stage
  FROM (SELECT c.id, o.offer_type, s.degree_code, coalesce(h.stage, 0) AS stage
          FROM candidacies c
          JOIN offers o ON o.id = c.offer_id
          LEFT JOIN student_standing s ON s.user_id = c.student_id
          LEFT JOIN (SELECT candidacy_id, max(CASE WHEN state_id = 6 THEN 2 ELSE 1 END) AS stage
                       FROM candidacy_state_changes WHERE state_id IN (3, 4, 5, 6) GROUP BY candidacy_id) h
            ON h.candidacy_id = c.id) facts
 WHERE facts.id = ca.id;

-- A new candidacy (or one moved to another offer or student) takes its offer's type and its
-- student's degree.
CREATE FUNCTION candidacy_takes_funnel_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.offer_type := (SELECT offer_type FROM offers WHERE id = NEW.offer_id);
  NEW.degree_code := (SELECT degree_code FROM student_standing WHERE user_id = NEW.student_id);
  RETURN NEW;
END $$;
CREATE TRIGGER candidacy_takes_funnel_facts BEFORE INSERT OR UPDATE OF offer_id, student_id ON candidacies
  FOR EACH ROW EXECUTE FUNCTION candidacy_takes_funnel_facts();

-- An offer whose type changes takes its candidacies along.
CREATE FUNCTION offer_type_reaches_candidacies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE candidacies SET offer_type = NEW.offer_type WHERE offer_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER offer_type_reaches_candidacies AFTER UPDATE OF offer_type ON offers
  FOR EACH ROW WHEN (OLD.offer_type IS DISTINCT FROM NEW.offer_type) EXECUTE FUNCTION offer_type_reaches_candidacies();

-- A student whose degree changes (or whose standing is written or removed after they applied)
-- takes their candidacies along: the funnel counts students by their present degree.
CREATE FUNCTION standing_degree_reaches_candidacies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE candidacies SET degree_code = NULL WHERE student_id = OLD.user_id;
  ELSE
    UPDATE candidacies SET degree_code = NEW.degree_code
     WHERE student_id = NEW.user_id AND degree_code IS DISTINCT FROM NEW.degree_code;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER standing_degree_reaches_candidacies AFTER INSERT OR DELETE OR UPDATE OF degree_code ON student_standing
  FOR EACH ROW EXECUTE FUNCTION standing_degree_reaches_candidacies();

-- Every step of the history that reaches pre-selection or selection raises the candidacy's
-- furthest stage; one statement for all the steps a statement writes (the seeds write thousands).
-- The history is only ever appended to.
CREATE FUNCTION history_raises_furthest_stage() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE candidacies ca SET furthest_stage = reached.stage
    FROM (SELECT candidacy_id, max(CASE WHEN state_id = 6 THEN 2 ELSE 1 END)::smallint AS stage
            FROM added_steps WHERE state_id IN (3, 4, 5, 6) GROUP BY candidacy_id) reached
   WHERE ca.id = reached.candidacy_id AND ca.furthest_stage < reached.stage;
  RETURN NULL;
END $$;
CREATE TRIGGER history_raises_furthest_stage AFTER INSERT ON candidacy_state_changes
  REFERENCING NEW TABLE AS added_steps FOR EACH STATEMENT EXECUTE FUNCTION history_raises_furthest_stage();

-- The funnel of one degree reads only that degree's candidacies of the period (the degree is
-- matched in either spelling, with or without its hyphen).
CREATE INDEX candidacies_funnel_degree_idx ON candidacies (replace(degree_code, '-', ''), applied_at);
