import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Status,
  cvResponse,
  studentAddressRequest,
  studentAddressResponse,
  type CvSummary,
} from '@portal/contracts';
import { authOf } from '../auth/guards';
import { HttpFailure, bearer, fail, guardedFailures, ok, validationFailure } from '../http/envelope';
import { languageOf, messagesFor } from '../http/messages';
import { addressErrors, readStudentAddress, saveStudentAddress } from '../services/cv-address';
import type { RouteContext } from './context';

interface CvRow {
  nombre: string;
  apellidos: string;
  dni: string | null;
  email: string;
  telefono: string | null;
  fechaNacimiento: string | null;
  presentacion: string | null;
  enlacePortfolio: string | null;
  busquedaPracticasActiva: boolean | null;
  busquedaTrabajoActiva: boolean | null;
  tienePermisoTrabajo: boolean | null;
}

/** The student's own CV: always the token's student, never one named in the request. */
export const cvRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { pool, guards }) => {
  app.get(
    '/api/Alumno/dameCvUsuario',
    {
      schema: {
        tags: ['CV'],
        summary: "The logged student's CV (first part)",
        security: bearer,
        response: { 200: cvResponse, ...guardedFailures },
      },
      onRequest: guards.student,
    },
    async (request) => {
      const userId = Number(authOf(request).sub);
      const { rows } = await pool.query<CvRow>(
        `SELECT s.first_name AS nombre, s.last_names AS apellidos, s.national_id AS dni, u.email,
                s.phone AS telefono, to_char(s.birth_date, 'YYYY-MM-DD') AS "fechaNacimiento",
                cv.presentation AS presentacion, cv.portfolio_url AS "enlacePortfolio",
                cv.internship_search_active AS "busquedaPracticasActiva",
                cv.job_search_active AS "busquedaTrabajoActiva", cv.has_work_permit AS "tienePermisoTrabajo"
           FROM students s
           JOIN users u ON u.id = s.user_id
           LEFT JOIN student_cvs cv ON cv.user_id = s.user_id
          WHERE s.user_id = $1`,
        [userId],
      );
      const row = rows[0];
      // The token is valid but its student is gone: the session no longer means anything.
      if (!row) throw new HttpFailure(401, Status.sessionLost);
      const cv: CvSummary = {
        personales: {
          nombre: row.nombre,
          apellidos: row.apellidos,
          dni: row.dni,
          email: row.email,
          telefono: row.telefono,
          fechaNacimiento: row.fechaNacimiento,
        },
        presentacion: row.presentacion,
        enlacePortfolio: row.enlacePortfolio,
        // A student who has not filled the CV yet has every switch off.
        busquedaPracticasActiva: row.busquedaPracticasActiva ?? false,
        busquedaTrabajoActiva: row.busquedaTrabajoActiva ?? false,
        tienePermisoTrabajo: row.tienePermisoTrabajo ?? false,
        domicilio: await readStudentAddress(pool, userId),
      };
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
