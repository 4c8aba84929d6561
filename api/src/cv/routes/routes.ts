import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Status, studentAddressRequest, studentAddressResponse, studentCvResponse } from '@portal/contracts';
import { authOf } from '../../platform/auth/guards';
import { HttpFailure, bearer, fail, guardedFailures, ok, validationFailure } from '../../platform/http/envelope';
import { languageOf, messagesFor } from '../../platform/http/messages';
import { addressErrors, saveStudentAddress } from '../address';
import { readStudentCv } from '../read';
import type { RouteContext } from '../../platform/http/route-context';

/** The student's own CV: always the token's student, never one named in the request. */
export const cvRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { pool, guards }) => {
  app.get(
    '/api/Alumno/dameCvUsuario',
    {
      schema: {
        tags: ['CV'],
        summary: "The logged student's whole CV",
        description:
          'Every section with the ids its edit and delete calls take, the personal fields the careers office ' +
          'validated (validadoDOIP, locked), and the institution\'s configuration of the form (configuracion: which ' +
          'personal fields are visible and editable, which experience fields are required).',
        security: bearer,
        response: { 200: studentCvResponse, ...guardedFailures },
      },
      onRequest: guards.student,
    },
    async (request) => {
      const cv = await readStudentCv(pool, Number(authOf(request).sub));
      // The token is valid but its student is gone: the session no longer means anything.
      if (!cv) throw new HttpFailure(401, Status.sessionLost);
      return ok(cv);
    },
  );

  app.post(
    '/api/Alumno/editDomicilio',
    {
      schema: {
        tags: ['CV'],
        summary: "Saves the logged student's home address",
        description:
          'Our path for the address part of editDatosPersonales, whose payload the spec does not show; the fields ' +
          'follow the address of spec 001 §3. Spain (idPais 1): idProvincia from the domains; idLocalidad, an INE ' +
          'municipality of that province (for the unknown province 53, localidadOtros instead); idIsla required for ' +
          'the island provinces (07, 35, 38) and refused elsewhere; cp of 5 digits starting with the province code. ' +
          'Other countries: no idProvincia, idLocalidad nor idIsla; localidadOtros and cp required, provinciaOtros ' +
          'optional. idTipoVia, direccion and direccionNumero are required; direccionPiso and direccionPuerta optional. ' +
          "Any broken rule: 400 with status 15 and `errores` naming each field in the caller's language (Accept-Language); " +
          "nothing is written. The address is always the token's student's. Answers the saved address.",
        security: bearer,
        body: studentAddressRequest,
        response: { 200: studentAddressResponse, ...guardedFailures, 400: validationFailure },
      },
      onRequest: guards.student,
    },
    async (request, reply) => {
      const errores = addressErrors(request.body, languageOf(request.headers['accept-language']));
      if (errores.length > 0) {
        return reply
          .code(400)
          .send({ ...fail(Status.missingMandatoryData, messagesFor(request).reviewForm), errores });
      }
      const saved = await saveStudentAddress(pool, Number(authOf(request).sub), request.body);
      if (!saved) throw new HttpFailure(401, Status.sessionLost);
      return ok(saved);
    },
  );
};
