import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  Status,
  cvDocument,
  cvRecordRequest,
  documentRequest,
  idParams,
  languageSchema,
  processDocumentRequest,
  profilePhotoRequest,
} from '@portal/contracts';
import { bearer, fail, HttpFailure } from '../../platform/http/envelope';
import { languageOf } from '../../platform/http/messages';
import { addDocument, deleteDocument, findCvFile, saveProfilePhoto, type StoredFile } from '../documents';
import { toJsonResume } from '../export';
import { studentCvPdf } from '../pdf-file';
import { contentTypeOf } from '../../platform/storage/uploaded-files';
import { attachment, sendPrivateFile } from '../../platform/http/attachment';
import { readStudentCv } from '../read';
import { cvTags, cvWrite, studentOf, type CvPlugin } from './route-kit';



const sendStored = (reply: FastifyReply, file: StoredFile, bytes: Buffer, inline = false) =>
  reply
    .type(contentTypeOf(file.extension))
    .header('Content-Disposition', inline ? 'inline' : attachment(`${file.nombre}.${file.extension}`))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(bytes);

/** The CV's documents and photo, their downloads, the CV as PDF and JSON Resume (all data: privacy/). */
export const cvDocumentRoutes: CvPlugin = async (app, { pool, guards, files }) => {
  const saved = z.object({ aviso: z.number().int().nullable(), registro: cvDocument });
  cvWrite(
    app,
    guards,
    '/api/Alumno/addDoc',
    {
      summary: 'Adds a public or private document, or the own CV file (tipo cv: urlCV, PDF, replaces the previous one)',
      description:
        'A file (base64, at most 2 MB; PDF for the own CV, the CV extensions of spec 000 §5 otherwise) or a link, ' +
        'never both. 618 when saved; 46 for an extension or content not allowed; 56 for a file or link already there.',
      body: documentRequest,
      response: saved,
      upload: true,
    },
    (userId, { tipo, ...document }) => addDocument(pool, files, userId, tipo, document),
  );
  cvWrite(
    app,
    guards,
    '/api/Alumno/addDocumento2',
    {
      summary: 'Adds a document a process asked for (documentacionDeProcesosSolicitada)',
      description:
        'The attachment of spec 000 §3; idDocumentoNecesarioOfertaNoTipado names the offer\'s required document, ' +
        'which then counts as provided (11 no more). 618, 46, 56 as addDoc.',
      body: processDocumentRequest,
      response: saved,
      upload: true,
    },
    (userId, { idDocumentoNecesarioOfertaNoTipado, ...document }) =>
      addDocument(pool, files, userId, 'proceso', document, idDocumentoNecesarioOfertaNoTipado),
  );
  cvWrite(
    app,
    guards,
    '/api/Alumno/delDoc',
    { summary: "Deletes one of the caller's documents", body: cvRecordRequest, response: z.literal(true) },
    (userId, { id }) => deleteDocument(pool, files, userId, id),
  );
  cvWrite(
    app,
    guards,
    '/api/Alumno/editImagenPerfil',
    {
      summary: 'Sets the profile photo',
      description:
        'png, jpg, jpeg, gif or bmp of at most 2 MB whose bytes are that image (46 otherwise), at most 1000 px a ' +
        'side read from the image itself (526 otherwise).',
      body: profilePhotoRequest,
      response: z.object({ urlImagenPerfil: z.string() }),
      upload: true,
    },
    (userId, photo) => saveProfilePhoto(pool, files, userId, photo),
  );

  const download = (
    url: string,
    summary: string,
    params: z.ZodType,
    find: (userId: number, params: never) => ReturnType<typeof findCvFile>,
    { inline = false, noneIsEmpty = false }: { inline?: boolean; noneIsEmpty?: boolean } = {},
  ) =>
    app.get(
      url,
      {
        schema: {
          tags: cvTags,
          summary: noneIsEmpty ? `${summary} (204 with no body when there is none)` : `${summary} (403 with status 3 for anyone else's)`,
          security: bearer,
          params,
        },
        onRequest: guards.student,
      },
      async (request, reply) => {
        const file = await find(studentOf(request), request.params as never);
        const content = file && (await files.get(pool, file.stored));
        // A student without a photo is not refused anything: the header asks on every page.
        if ((!file || !content) && noneIsEmpty) return reply.code(204).send();
        if (!file || !content) return reply.code(403).send(fail(Status.accessDenied));
        return sendStored(reply, file, content.bytes, inline);
      },
    );
  const byId = idParams;
  download('/api/Alumno/documentoCv/:id', "Downloads one of the caller's CV documents", byId, (userId, { id }: { id: number }) =>
    findCvFile(pool, userId, { document: id }),
  );
  download('/api/Alumno/adjuntoExperiencia/:id', "Downloads the attachment of one of the caller's experiences", byId, (userId, { id }: { id: number }) =>
    findCvFile(pool, userId, { attachment: id }),
  );
  download('/api/Alumno/imagenPerfil', "The caller's profile photo", z.object({}), (userId) => findCvFile(pool, userId, 'photo'), {
    inline: true,
    noneIsEmpty: true,
  });

  const languageQuery = z.object({ idioma: languageSchema.optional() });
  const cvOf = async (userId: number) => {
    const cv = await readStudentCv(pool, userId);
    if (!cv) throw new HttpFailure(401, Status.sessionLost);
    return cv;
  };
  app.get(
    '/api/Alumno/cvPdf',
    {
      schema: {
        tags: cvTags,
        summary: "The caller's CV as a PDF (headings in ?idioma=es|ca|en, else the Accept-Language)",
        security: bearer,
        querystring: languageQuery,
      },
      onRequest: guards.student,
    },
    async (request, reply) => {
      const userId = studentOf(request);
      const language = request.query.idioma ?? languageOf(request.headers['accept-language']);
      const file = await studentCvPdf(pool, files, userId, language);
      if (!file) throw new HttpFailure(401, Status.sessionLost);
      return sendPrivateFile(reply, 'application/pdf', file.fileName, file.pdf);
    },
  );
  app.get(
    '/api/Alumno/cvJsonResume',
    {
      schema: {
        tags: cvTags,
        summary: "The caller's CV in the JSON Resume format (v1.0.0), worded in ?idioma=es|ca|en",
        security: bearer,
        querystring: languageQuery,
      },
      onRequest: guards.student,
    },
    async (request, reply) => {
      const cv = await cvOf(studentOf(request));
      const language = request.query.idioma ?? languageOf(request.headers['accept-language']);
      const portal = `${request.protocol}://${request.host}/mi-perfil-cv`;
      return reply
        .type('application/json; charset=utf-8')
        .header('Content-Disposition', attachment(`CV ${cv.personales.nombre} ${cv.personales.apellidos}.resume.json`))
        .header('Cache-Control', 'private, no-store')
        .send(JSON.stringify(toJsonResume(cv, language, portal), null, 2));
    },
  );
};
