-- The demo's academic records and offers were seeded with degree codes written without the
-- hyphen of the reference data (GII for G-II, GENF for G-ENF), while the company wizard and the
-- CV save the reference codes: a student of GII could then never apply to an offer for G-II (13).
-- One spelling everywhere: the reference data's.
UPDATE student_standing SET degree_code = 'G-II' WHERE degree_code = 'GII';
UPDATE student_standing SET degree_code = 'G-ENF' WHERE degree_code = 'GENF';
UPDATE offers
   SET degree_codes = array_replace(array_replace(degree_codes, 'GII', 'G-II'), 'GENF', 'G-ENF')
 WHERE degree_codes && ARRAY['GII', 'GENF'];
