import { Status, idParams, orientationGuideResponse, orientationGuidesQuery, orientationGuidesResponse } from '@portal/contracts';
import { bearer, guardedFailures, HttpFailure, ok } from '../../platform/http/envelope';
import { languageOf } from '../../platform/http/messages';
import { readBrand } from '../../brand/brand';
import { findGuide, listGuides } from '../guides';
import { cvTags, type CvPlugin } from './route-kit';

/**
 * Orientation guides (spec 000 §2.2 /guias-orientacion, §3, §7 dameGuiaOrientacion), for students
 * when the brand has hasGuiasOrientacion (403 with status 79 otherwise, as a route of a missing
 * permission). In the caller's language (Accept-Language).
 */
export const cvGuideRoutes: CvPlugin = async (app, { pool, guards }) => {
  const brandAllowsGuides = async () => {
    if (!(await readBrand(pool)).flags.hasGuiasOrientacion) throw new HttpFailure(403, Status.accessDeniedRole);
  };
  app.get(
    '/api/Alumno/dameGuiaOrientacion',
    {
      schema: {
        tags: cvTags,
        summary: 'The orientation guides in the caller\'s language (?limite=4 for the home module)',
        description: 'descripcion is HTML as the careers office wrote it: sanitise it before showing it.',
        security: bearer,
        querystring: orientationGuidesQuery,
        response: { 200: orientationGuidesResponse, ...guardedFailures },
      },
      onRequest: guards.student,
    },
    async (request) => {
      await brandAllowsGuides();
      return ok(await listGuides(pool, languageOf(request.headers['accept-language']), request.query.limite));
    },
  );
  app.get(
    '/api/Alumno/dameGuiaOrientacion/:id',
    {
      schema: {
        tags: cvTags,
        summary: 'One orientation guide (404 with status 1 when there is none)',
        security: bearer,
        params: idParams,
        response: { 200: orientationGuideResponse, ...guardedFailures },
      },
      onRequest: guards.student,
    },
    async (request) => {
      await brandAllowsGuides();
      const guide = await findGuide(pool, request.params.id, languageOf(request.headers['accept-language']));
      if (!guide) throw new HttpFailure(404, Status.generalError);
      return ok(guide);
    },
  );
};
