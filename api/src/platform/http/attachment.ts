import type { FastifyReply } from 'fastify';

/** `attachment; filename*=`: a file name given by users, safe for the Content-Disposition header. */
export const attachment = (name: string) =>
  `attachment; filename*=UTF-8''${encodeURIComponent(name.replace(/["\\\r\n/]/g, ''))}`;

/** Sends a file that belongs to one user: downloaded under its name, never kept by a shared cache. */
export const sendPrivateFile = (reply: FastifyReply, contentType: string, fileName: string, body: Buffer) =>
  reply
    .type(contentType)
    .header('Content-Disposition', attachment(fileName))
    .header('Cache-Control', 'private, no-store')
    .send(body);
