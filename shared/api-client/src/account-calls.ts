import {
  type communicationListResponse,
  languageIds,
  type noDataResponse,
  type notificationListResponse,
  type surveyListResponse,
  type Language,
  type UserType,
} from '@portal/contracts';
import { call, type CallOptions } from './client';

const prefix = (userType: UserType) => (userType === 'Alumno' ? '/api/Alumno' : '/api/Empresa');

/**
 * Calls that students and companies make alike under their own prefix: notifications, surveys,
 * communications and the preferred language (spec 000 §7, 001 §7).
 */
export const userApi = (userType: UserType) => ({
  notifications: (options?: CallOptions) =>
    call<typeof notificationListResponse>({ url: `${prefix(userType)}/dameNotificaciones` }, options),
  markNotificationRead: (id: number, options?: CallOptions) =>
    call<typeof noDataResponse>({ method: 'POST', url: `${prefix(userType)}/marcarNotificacionLeida`, data: { id } }, options),
  deleteNotification: (id: number, options?: CallOptions) =>
    call<typeof noDataResponse>({ method: 'POST', url: `${prefix(userType)}/eliminaNotificacion`, data: { id } }, options),
  markLinklessNotificationsRead: (options?: CallOptions) =>
    call<typeof noDataResponse>({ method: 'POST', url: `${prefix(userType)}/marcarNotificacionesSinEnlaceLeidas`, data: {} }, options),
  deleteAllNotifications: (options?: CallOptions) =>
    call<typeof noDataResponse>({ method: 'POST', url: `${prefix(userType)}/eliminaNotificaciones`, data: {} }, options),
  /** The user's surveys, answered or not (what the mandatory-survey gate and the home read). */
  surveys: (options?: CallOptions) =>
    call<typeof surveyListResponse>(
      { url: userType === 'Empresa' ? '/api/Empresa/dameEncuestas' : '/api/Alumno/dameEncuestasUsuario' },
      options,
    ),
  /** In `language` (the page's): the server falls back to the Spanish text where it has none in it. */
  communications: (language: Language, options?: CallOptions) =>
    call<typeof communicationListResponse>(
      { url: `${prefix(userType)}/dameComunicaciones`, headers: { 'Accept-Language': language } },
      options,
    ),
  savePreferredLanguage: (language: Language, options?: CallOptions) =>
    call<typeof noDataResponse>(
      { method: 'POST', url: `${prefix(userType)}/editarIdiomaPreferido`, data: { idIdioma: languageIds[language] } },
      options,
    ),
});
