import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Status,
  communicationListResponse,
  noDataResponse,
  notificationIdRequest,
  notificationListResponse,
  preferredLanguageRequest,
  type UserType,
} from '@portal/contracts';
import { authOf } from '../platform/auth/guards';
import { bearer, fail, guardedFailures, ok, orRefusal } from '../platform/http/envelope';
import { languageOf, messagesFor } from '../platform/http/messages';
import {
  deleteAllNotifications,
  deleteNotification,
  listCommunications,
  listNotifications,
  markLinklessRead,
  markNotificationRead,
  savePreferredLanguage,
} from './notifications';
import type { RouteContext } from '../platform/http/route-context';

const prefixes: Record<UserType, string> = { Alumno: '/api/Alumno', Empresa: '/api/Empresa' };

/**
 * Notifications, communications and the preferred language: the same calls under the student
 * and the company prefix (spec 000 §7, 001 §7), each acting on the caller's own rows only.
 */
export const notificationRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { pool, guards }) => {
  for (const userType of ['Alumno', 'Empresa'] as const) {
    const prefix = prefixes[userType];
    const onRequest = userType === 'Alumno' ? guards.student : guards.company;
    const tags = ['Notificaciones'];
    const userIdOf = (request: Parameters<typeof authOf>[0]) => Number(authOf(request).sub);

    app.get(
      `${prefix}/dameNotificaciones`,
      {
        schema: { tags, summary: `Notifications of the ${userType} user, newest first`, security: bearer, response: { 200: notificationListResponse, ...guardedFailures } },
        onRequest,
      },
      async (request) => ok(await listNotifications(pool, userIdOf(request))),
    );

    /** A change to one of the caller's notifications: status 3 when the id is not theirs. */
    const changeOne = (name: string, summary: string, change: (userId: number, id: number) => Promise<boolean>) =>
      app.post(
        `${prefix}/${name}`,
        {
          schema: {
            tags,
            summary,
            description: 'Status 3 when the id is not one of the caller’s notifications.',
            security: bearer,
            body: notificationIdRequest,
            response: { 200: orRefusal(noDataResponse), ...guardedFailures },
          },
          onRequest,
        },
        async (request) =>
          (await change(userIdOf(request), request.body.id))
            ? ok(null)
            : fail(Status.accessDenied, messagesFor(request).notificationNotFound),
      );

    /** A change to all of the caller's notifications at once. */
    const changeAll = (name: string, summary: string, change: (userId: number) => Promise<void>) =>
      app.post(
        `${prefix}/${name}`,
        { schema: { tags, summary, security: bearer, response: { 200: noDataResponse, ...guardedFailures } }, onRequest },
        async (request) => {
          await change(userIdOf(request));
          return ok(null);
        },
      );

    changeOne('marcarNotificacionLeida', 'Marks one notification read', (userId, id) => markNotificationRead(pool, userId, id));
    changeOne('eliminaNotificacion', 'Deletes one notification', (userId, id) => deleteNotification(pool, userId, id));
    changeAll('marcarNotificacionesSinEnlaceLeidas', 'Marks read every notification without a link', (userId) =>
      markLinklessRead(pool, userId),
    );
    changeAll('eliminaNotificaciones', 'Deletes every notification of the caller', (userId) => deleteAllNotifications(pool, userId));

    app.get(
      `${prefix}/dameComunicaciones`,
      {
        schema: { tags, summary: 'Communications of the institution for the caller (their user type, group and degree), in their language (Accept-Language)', security: bearer, response: { 200: communicationListResponse, ...guardedFailures } },
        onRequest,
      },
      async (request) =>
        ok(await listCommunications(pool, userType, userIdOf(request), languageOf(request.headers['accept-language']))),
    );

    app.post(
      `${prefix}/editarIdiomaPreferido`,
      {
        schema: {
          tags: ['Sesión'],
          summary: 'Saves the preferred language (idIdioma: 1 es, 2 ca, 3 en)',
          security: bearer,
          body: preferredLanguageRequest,
          response: { 200: noDataResponse, ...guardedFailures },
        },
        onRequest,
      },
      async (request) => {
        await savePreferredLanguage(pool, userIdOf(request), request.body.idIdioma);
        return ok(null);
      },
    );
  }
};
