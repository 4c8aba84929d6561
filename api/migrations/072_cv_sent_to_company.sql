-- A company user may have a candidate's CV sent by e-mail to their own account (enviaCvCandidato,
-- spec 001 §8 502): each sending is a look at the CV the student lists (dameVisitasCv), like a
-- view or a download.
ALTER TABLE cv_views DROP CONSTRAINT IF EXISTS cv_views_kind_check;
ALTER TABLE cv_views ADD CONSTRAINT cv_views_kind_check CHECK (kind IN ('ver', 'descargar', 'enviar'));
