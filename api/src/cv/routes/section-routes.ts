import { z } from 'zod';
import {
  activeSearchRequest,
  certificateEditRequest,
  certificateItem,
  certificateRequest,
  competencesRequest,
  currentDegreesResponse,
  cvRecordRequest,
  experienceEditRequest,
  experienceItem,
  experienceRequest,
  interestsRequest,
  internshipPeriodRequest,
  itKnowledgeRequest,
  languageEditRequest,
  languageItem,
  languageRequest,
  portfolioRequest,
  presentationRequest,
  professionalProfileRequest,
  sectorsRequest,
  sneLevelRequest,
  stayAbroadEditRequest,
  stayAbroadItem,
  stayAbroadRequest,
  studyEditRequest,
  studyItem,
  studyRequest,
  trainingEditRequest,
  trainingItem,
  trainingRequest,
  universityStudyRequest,
} from '@portal/contracts';
import { bearer, guardedFailures, ok } from '../../platform/http/envelope';
import {
  addRecord,
  addStudy,
  addUniversityStudy,
  currentDegrees,
  cvFields,
  deleteExperience,
  deleteStudy,
  editRecord,
  editStudy,
  removeRecord,
  saveExperience,
  saveItKnowledge,
  withdrawUniversityStudy,
  type CvTableName,
} from '../records';
import { cvErrorHandler } from '../validation';
import { cvDocumentRoutes } from './document-routes';
import { cvGuideRoutes } from './guide-routes';
import { cvPersonalRoutes } from './personal-routes';
import { cvNoticeResponse, cvTags, cvWrite, studentOf, type CvPlugin } from './route-kit';

const saved = <T extends z.ZodType>(item: T) => z.object({ aviso: z.number().int().nullable(), registro: item });
const deleted = z.literal(true);

/**
 * The student CV's write calls (spec 000 §7 "Student CV") and what goes with them: studies,
 * languages, experience, stays abroad, training, certificates, lists of the reference data and
 * the single fields; personal data, documents and guides in their own plugins. Input is refused
 * with the CV's codes and words (cvErrorHandler).
 */
export const cvSectionRoutes: CvPlugin = async (app, context) => {
  const { pool, guards, files } = context;
  app.setErrorHandler(cvErrorHandler);
  await app.register(cvPersonalRoutes, context);
  await app.register(cvDocumentRoutes, context);
  await app.register(cvGuideRoutes, context);

  // Studies.
  cvWrite(app, guards, '/api/Alumno/addEstudioUniversidad', {
    summary: "Adds a degree of the institution's catalogue (titulaciones) to the caller's studies",
    description: '8 when the degree is already there. The standing the enrolment rules read follows the studies.',
    body: universityStudyRequest,
    response: saved(studyItem),
  }, (userId, body) => addUniversityStudy(pool, userId, body));
  cvWrite(app, guards, '/api/Alumno/addEstudio', {
    summary: 'Adds a study elsewhere',
    description: 'aviso 537 when it is finished and no private document holds a copy of the title yet.',
    body: studyRequest,
    response: saved(studyItem),
  }, (userId, body) => addStudy(pool, userId, body));
  cvWrite(app, guards, '/api/Alumno/editEstudio', {
    summary: 'Changes one of the caller\'s studies',
    description: "Name, level and centre only of a study elsewhere; a study the careers office validated is locked.",
    body: studyEditRequest,
    response: saved(studyItem),
  }, (userId, body) => editStudy(pool, userId, body));
  cvWrite(app, guards, '/api/Alumno/delEstudio', {
    summary: 'Deletes one of the caller\'s studies',
    description: '62 for the last study.',
    body: cvRecordRequest,
    response: deleted,
  }, (userId, { id }) => deleteStudy(pool, userId, id));
  cvWrite(app, guards, '/api/Alumno/bajaEstudioUniversidad', {
    summary: "Marks that the caller left a degree of the institution",
    description: '57 when no other study would stay current.',
    body: cvRecordRequest,
    response: saved(studyItem),
  }, (userId, { id }) => withdrawUniversityStudy(pool, userId, id));
  app.get(
    '/api/Alumno/dameTitulacionesActuales',
    {
      schema: {
        tags: cvTags,
        summary: "The institution's degrees the caller is taking now",
        security: bearer,
        response: { 200: currentDegreesResponse, ...guardedFailures },
      },
      onRequest: guards.student,
    },
    async (request) => ok(await currentDegrees(pool, studentOf(request))),
  );

  // Records of one table each.
  const records = (
    name: CvTableName,
    calls: { add: string; edit: string; del: string },
    what: string,
    schemas: { add: z.ZodType; edit: z.ZodType; item: z.ZodType },
  ) => {
    cvWrite(app, guards, `/api/Alumno/${calls.add}`, { summary: `Adds ${what}`, body: schemas.add, response: saved(schemas.item) },
      (userId, body) => addRecord(pool, userId, name, body as never));
    cvWrite(app, guards, `/api/Alumno/${calls.edit}`, { summary: `Changes ${what} of the caller's`, body: schemas.edit, response: saved(schemas.item) },
      (userId, body) => editRecord(pool, userId, name, body as never));
    cvWrite(app, guards, `/api/Alumno/${calls.del}`, { summary: `Deletes ${what} of the caller's`, body: cvRecordRequest, response: deleted },
      (userId, { id }) => removeRecord(pool, userId, name, id));
  };
  records('languages', { add: 'addIdioma', edit: 'editIdioma', del: 'delIdioma' }, 'a language with its level (8: already there)', {
    add: languageRequest,
    edit: languageEditRequest,
    item: languageItem,
  });
  records('stays', { add: 'addEstancia', edit: 'editEstancia', del: 'delEstancia' }, 'a stay abroad', {
    add: stayAbroadRequest,
    edit: stayAbroadEditRequest,
    item: stayAbroadItem,
  });
  records('trainings', { add: 'addFormacion', edit: 'editFormacion', del: 'delFormacion' }, 'a complementary training', {
    add: trainingRequest,
    edit: trainingEditRequest,
    item: trainingItem,
  });
  records('certificates', { add: 'addCertificado', edit: 'editCertificado', del: 'delCertificado' }, 'a certificate', {
    add: certificateRequest,
    edit: certificateEditRequest,
    item: certificateItem,
  });

  // Professional experience.
  const experienceDescription =
    'Required besides puesto and fechaInicio: the fields of configuracion.camposExperienciaObligatorios. The attachment ' +
    'is any CV document type of at most 2 MB (46 otherwise).';
  cvWrite(app, guards, '/api/Alumno/addExperiencia', {
    summary: 'Adds a professional experience', description: experienceDescription, body: experienceRequest, response: saved(experienceItem), upload: true,
  }, (userId, body) => saveExperience(pool, files, userId, body));
  cvWrite(app, guards, '/api/Alumno/editExperiencia', {
    summary: "Changes one of the caller's experiences", description: experienceDescription, body: experienceEditRequest, response: saved(experienceItem), upload: true,
  }, (userId, { id, ...body }) => saveExperience(pool, files, userId, body, id));
  cvWrite(app, guards, '/api/Alumno/delExperiencia', {
    summary: "Deletes one of the caller's experiences", body: cvRecordRequest, response: deleted,
  }, (userId, { id }) => deleteExperience(pool, files, userId, id));
  cvWrite(app, guards, '/api/Alumno/editProfesionales', {
    summary: 'Saves the professional profile: driving licence, own car, relocation, functional areas',
    body: professionalProfileRequest, response: cvNoticeResponse.shape.datos,
  }, (userId, body) => cvFields.professional(pool, userId, body));

  // Lists of the reference data and single fields.
  const notice = cvNoticeResponse.shape.datos;
  cvWrite(app, guards, '/api/Alumno/editCompetencias', { summary: 'Replaces the competences', body: competencesRequest, response: notice },
    (userId, body) => cvFields.competences(pool, userId, body.competencias));
  cvWrite(app, guards, '/api/Alumno/editConocimientosInformaticos', { summary: 'Replaces the IT knowledge with levels', body: itKnowledgeRequest, response: notice },
    (userId, body) => saveItKnowledge(pool, userId, body));
  cvWrite(app, guards, '/api/Alumno/editInteres', { summary: 'Replaces the interest tags', body: interestsRequest, response: notice },
    (userId, body) => cvFields.interests(pool, userId, body.tags));
  cvWrite(app, guards, '/api/Alumno/editSectoresInteres', { summary: 'Replaces the sectors of interest', body: sectorsRequest, response: notice },
    (userId, body) => cvFields.sectors(pool, userId, body.sectores));
  cvWrite(app, guards, '/api/Alumno/editEnlacePortfolio', { summary: 'Saves the portfolio link (URL; a LinkedIn one must be a profile)', body: portfolioRequest, response: notice },
    (userId, body) => cvFields.portfolio(pool, userId, body.enlace));
  cvWrite(app, guards, '/api/Alumno/editPresentacion', { summary: 'Saves the presentation text', body: presentationRequest, response: notice },
    (userId, body) => cvFields.presentation(pool, userId, body.texto));
  cvWrite(app, guards, '/api/Alumno/editDatosPreferenciaPracticas', { summary: 'Saves the preferred internship period', body: internshipPeriodRequest, response: notice },
    (userId, body) => cvFields.internshipPeriod(pool, userId, body.idPeriodoPreferencia));
  cvWrite(app, guards, '/api/Alumno/editDatosBusquedaActivaPracticas', { summary: 'Switches the active search of internships (54 without it)', body: activeSearchRequest, response: notice },
    (userId, body) => cvFields.internshipSearch(pool, userId, body.activa));
  cvWrite(app, guards, '/api/Alumno/editDatosBusquedaActivaTrabajo', { summary: 'Switches the active search of employment (54 without it)', body: activeSearchRequest, response: notice },
    (userId, body) => cvFields.jobSearch(pool, userId, body.activa));
  cvWrite(app, guards, '/api/Alumno/editarNivelFormativoSNE', { summary: 'Saves the SNE training level (ISCED 0 to 8)', body: sneLevelRequest, response: notice },
    (userId, body) => cvFields.sneLevel(pool, userId, body.id));
};
