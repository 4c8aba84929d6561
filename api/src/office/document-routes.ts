import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Status, idParams } from '@portal/contracts';
import { findCompanyDocumentFile } from '../company/documentation/documents';
import { findCvFile } from '../cv/documents';
import { sendPrivateFile } from '../platform/http/attachment';
import { bearer, fail } from '../platform/http/envelope';
import type { RouteContext } from '../platform/http/route-context';
import { contentTypeOf } from '../platform/storage/uploaded-files';
import type { StaffSessions } from './staff-sessions';

const tags = ['Orientación'];
const byId = idParams;

/**
 * The files the office reads before deciding on a record of its queues: a document a company
 * uploaded (queue `documentos`) and a document a student keeps in the CV, such as the copy of a
 * declared title (queue `estudios`). Staff only; the record's page gives the path.
 */
export const staffDocumentRoutes: FastifyPluginAsyncZod<RouteContext & { staff: StaffSessions }> = async (
  app,
  { pool, files, staff },
) => {
  app.get(
    '/api/Orientacion/documentoEmpresa/:id',
    {
      schema: {
        tags,
        summary: "Downloads a company's uploaded document (404 with status 130 when there is no such stored file)",
        security: bearer,
        params: byId,
      },
      onRequest: staff.guard,
    },
    async (request, reply) => {
      const file = await findCompanyDocumentFile(pool, files, null, request.params.id);
      if (!file) return reply.code(404).send(fail(Status.recordNotFound));
      return sendPrivateFile(reply, contentTypeOf(file.extension), file.fileName, file.bytes);
    },
  );

  app.get(
    '/api/Orientacion/documentoAlumno/:id',
    {
      schema: {
        tags,
        summary: "Downloads a student's CV document (404 with status 130 when there is no such stored file)",
        security: bearer,
        params: byId,
      },
      onRequest: staff.guard,
    },
    async (request, reply) => {
      const { rows } = await pool.query<{ userId: number }>('SELECT user_id AS "userId" FROM student_documents WHERE id = $1', [
        request.params.id,
      ]);
      const file = rows[0] && (await findCvFile(pool, rows[0].userId, { document: request.params.id }));
      const content = file && (await files.get(pool, file.stored));
      if (!file || !content) return reply.code(404).send(fail(Status.recordNotFound));
      return sendPrivateFile(reply, contentTypeOf(file.extension), `${file.nombre}.${file.extension}`, content.bytes);
    },
  );
};
