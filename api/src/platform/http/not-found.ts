import type { FastifyReply, FastifyRequest } from 'fastify';
import { Status } from '@portal/contracts';
import { fail } from './envelope';
import { spaFallback } from './static';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Nothing matched: an unknown API call gets the envelope (404, status 1); a page navigation gets
 * the portal (SPA fallback); anything else (a missing script, image...) a plain 404.
 */
export const notFoundHandler =
  (webRoot: string) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (isApi(request.url)) {
      await reply.code(404).send(fail(Status.generalError));
      return;
    }
    if (await spaFallback(request, reply, { webRoot })) return;
    await reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  };
