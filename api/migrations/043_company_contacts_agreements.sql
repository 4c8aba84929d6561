-- Issue 14: the company's contacts get the address of spec 001 §3 "Contact / signatory", the
-- collaboration agreements (§2 new agreement, §3 statuses) and the company's internship proposal.

-- The contact's postal address (brand flag empresas.direccionContactos): province and town as ids
-- in Spain (idPais 1), as text abroad, like the other addresses of the portal.
ALTER TABLE company_contacts
  ADD COLUMN address text,                                   -- direccion
  ADD COLUMN country_id integer,                             -- idPais
  ADD COLUMN province_id char(2) CHECK (province_id ~ '^(0[1-9]|[1-4][0-9]|5[0-3])$'), -- provincia
  ADD COLUMN province_text text,                             -- provinciaOtros
  ADD COLUMN municipality_id integer,                        -- idLocalidad
  ADD COLUMN municipality_text text,                         -- localidad
  ADD COLUMN postal_code text,                               -- cp
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- The institution's settings of the education cooperation agreement (one row): its clauses in
-- es, ca and en, in order, and how many years a formalised agreement lasts when the careers office
-- gives no expiry date. A settings table, not the brand: the clauses are legal text, long and
-- changed apart from the look of the portal.
CREATE TABLE agreement_settings (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  clauses_es text[] NOT NULL CHECK (cardinality(clauses_es) > 0),
  clauses_ca text[] NOT NULL CHECK (cardinality(clauses_ca) > 0),
  clauses_en text[] NOT NULL CHECK (cardinality(clauses_en) > 0),
  validity_years smallint NOT NULL DEFAULT 4 CHECK (validity_years BETWEEN 1 AND 10),
  updated_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO agreement_settings (clauses_es, clauses_ca, clauses_en) VALUES
(ARRAY[
  'Objeto. El presente convenio establece el marco de cooperación educativa entre la universidad y la entidad colaboradora para la realización de prácticas académicas externas de su estudiantado.',
  'Proyecto formativo. Cada práctica tendrá un proyecto formativo con los objetivos educativos y las actividades a desarrollar, acordado por la tutoría de la universidad y la de la entidad.',
  'Tutoría. La entidad designará una persona tutora con experiencia profesional que acogerá, orientará y evaluará al estudiante; la universidad designará una persona tutora académica.',
  'Naturaleza. La realización de las prácticas no supone relación laboral alguna entre el estudiante y la entidad colaboradora.',
  'Seguro. El estudiante estará cubierto por el seguro escolar o, en su caso, por el seguro de accidentes y de responsabilidad civil que contrate la universidad.',
  'Protección de datos. Ambas partes tratarán los datos personales conforme al Reglamento (UE) 2016/679 y a la normativa vigente, cada una como responsable de su tratamiento.',
  'Vigencia. El convenio entra en vigor en la fecha de su formalización y tendrá la duración que indique la universidad, pudiendo ser denunciado por cualquiera de las partes con un mes de antelación.'
],
ARRAY[
  'Objecte. Aquest conveni estableix el marc de cooperació educativa entre la universitat i l''entitat col·laboradora per a la realització de pràctiques acadèmiques externes del seu estudiantat.',
  'Projecte formatiu. Cada pràctica tindrà un projecte formatiu amb els objectius educatius i les activitats a desenvolupar, acordat per la tutoria de la universitat i la de l''entitat.',
  'Tutoria. L''entitat designarà una persona tutora amb experiència professional que acollirà, orientarà i avaluarà l''estudiant; la universitat designarà una persona tutora acadèmica.',
  'Naturalesa. La realització de les pràctiques no comporta cap relació laboral entre l''estudiant i l''entitat col·laboradora.',
  'Assegurança. L''estudiant estarà cobert per l''assegurança escolar o, si escau, per l''assegurança d''accidents i de responsabilitat civil que contracti la universitat.',
  'Protecció de dades. Ambdues parts tractaran les dades personals d''acord amb el Reglament (UE) 2016/679 i la normativa vigent, cadascuna com a responsable del seu tractament.',
  'Vigència. El conveni entra en vigor en la data de la seva formalització i tindrà la durada que indiqui la universitat; qualsevol de les parts el pot denunciar amb un mes d''antelació.'
],
ARRAY[
  'Purpose. This agreement sets the framework of educational cooperation between the university and the partner organisation for external academic internships of its students.',
  'Training project. Each internship has a training project with its educational objectives and activities, agreed by the university''s tutor and the organisation''s tutor.',
  'Tutoring. The organisation appoints a tutor with professional experience who welcomes, guides and assesses the student; the university appoints an academic tutor.',
  'Nature. The internship creates no employment relationship between the student and the partner organisation.',
  'Insurance. The student is covered by the school insurance or, where applicable, by the accident and liability insurance the university takes out.',
  'Data protection. Both parties process personal data under Regulation (EU) 2016/679 and the law in force, each as controller of its own processing.',
  'Term. The agreement takes effect on the date it is formalised and lasts as long as the university states; either party may terminate it with one month''s notice.'
]);

-- A collaboration agreement (convenio) of a company, from its request (addSolicitudConvenioEmpresa)
-- to its formalisation. status is the stored state of the state machine in
-- api/src/services/company-agreements.ts; 'caducado' is never stored: a formalised agreement whose
-- expires_on has passed reads as expired. document: what the generated agreement says (company,
-- address, signatory, institution, clauses, language), fixed when it is requested, so a contact
-- edited later does not rewrite a document already signed.
CREATE TABLE company_agreements (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  signatory_contact_id integer REFERENCES company_contacts (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'generado'
    CHECK (status IN ('generado', 'firmadoEmpresa', 'erroneo', 'enviadoSecretaria', 'formalizado')),
  document jsonb NOT NULL,
  deed_stored_name text NOT NULL,          -- the power-of-attorney deed (ficheroCopiaEscritura), PDF
  signed_stored_name text,                 -- the copy signed by the company (adjuntaFicheroAlConvenioEmpresa)
  wrong_reason text,                       -- why the careers office marked it wrong
  requested_at timestamptz NOT NULL DEFAULT now(),
  status_changed_at timestamptz NOT NULL DEFAULT now(),
  formalised_on date,
  expires_on date,
  CONSTRAINT company_agreements_formalised CHECK ((status = 'formalizado') = (formalised_on IS NOT NULL AND expires_on IS NOT NULL)),
  CONSTRAINT company_agreements_wrong CHECK (status <> 'erroneo' OR wrong_reason IS NOT NULL)
);
CREATE INDEX company_agreements_company ON company_agreements (company_id, requested_at DESC);

-- A company's internship proposal for a named student (spec 001 §7 solicitudPractica): the same
-- table as the student's proposals, with who proposed it and the student's degree.
ALTER TABLE internship_proposals
  ADD COLUMN proposed_by text NOT NULL DEFAULT 'alumno' CHECK (proposed_by IN ('alumno', 'empresa')),
  ADD COLUMN degree_code text;
