import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Status, cvResponse, type CvSummary } from '@portal/contracts';
import { authOf } from '../auth/guards';
import { HttpFailure, bearer, guardedFailures, ok } from '../http/envelope';
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
        [Number(authOf(request).sub)],
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
      };
      return ok(cv);
    },
  );
};
