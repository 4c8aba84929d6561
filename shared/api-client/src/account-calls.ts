import {
  communicationListResponse,
  languageIds,
  noDataResponse,
  notificationListResponse,
  type Language,
  type UserType,
} from '@portal/contracts';
import { call, type CallOptions } from './client';

const prefix = (userType: UserType) => (userType === 'Alumno' ? '/api/Alumno' : '/api/Empresa');

/**
 * Calls that students and companies make alike under their own prefix: notifications,
 * communications and the preferred language (spec 000 §7, 001 §7).
 */
export const userApi = (userType: UserType) => ({
  notifications: (options?: CallOptions) =>
    call({ url: `${prefix(userType)}/dameNotificaciones` }, notificationListResponse, options),
  markNotificationRead: (id: number, options?: CallOptions) =>
    call({ method: 'POST', url: `${prefix(userType)}/marcarNotificacionLeida`, data: { id } }, noDataResponse, options),
  deleteNotification: (id: number, options?: CallOptions) =>
    call({ method: 'POST', url: `${prefix(userType)}/eliminaNotificacion`, data: { id } }, noDataResponse, options),
  markLinklessNotificationsRead: (options?: CallOptions) =>
    call({ method: 'POST', url: `${prefix(userType)}/marcarNotificacionesSinEnlaceLeidas`, data: {} }, noDataResponse, options),
  deleteAllNotifications: (options?: CallOptions) =>
    call({ method: 'POST', url: `${prefix(userType)}/eliminaNotificaciones`, data: {} }, noDataResponse, options),
  /** In `language` (the page's): the server falls back to the Spanish text where it has none in it. */
  communications: (language: Language, options?: CallOptions) =>
    call(
      { url: `${prefix(userType)}/dameComunicaciones`, headers: { 'Accept-Language': language } },
      communicationListResponse,
      options,
    ),
  savePreferredLanguage: (language: Language, options?: CallOptions) =>
    call(
      { method: 'POST', url: `${prefix(userType)}/editarIdiomaPreferido`, data: { idIdioma: languageIds[language] } },
      noDataResponse,
      options,
    ),
});
