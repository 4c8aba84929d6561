import type { z } from 'zod';
import {
  Status,
  noticeResponse,
  officePanelResponse,
  queueListResponse,
  sessionEndedResponse,
  staffLoginDataResponse,
  type QueueId,
  type staffLoginRequest,
  type staffPasswordChangeRequest,
  type staffRecoveryRequest,
  type staffSetPasswordRequest,
} from '@portal/contracts';
import { call, isApiError, type CallOptions } from '@portal/api-client';
import { currentLanguage } from '@portal/i18n';
import { staffSessionStore } from '@portal/session';

/**
 * The calls of the careers office (this remote's slice), typed so pages never build a URL. The
 * staff token is not the student or company session's, so each call carries it itself; a call
 * answered 2 (session lost) ends the staff session here, as the API client does for the others.
 */
const asStaff = (): Record<string, string> => {
  const { token } = staffSessionStore.getState();
  return token ? { Authorization: `Bearer ${token}` } : {};
};
const inLanguage = () => ({ 'Accept-Language': currentLanguage() });
const silent: CallOptions = { silent: true };

const endedOnLoss = async <T>(pending: Promise<T>): Promise<T> => {
  try {
    return await pending;
  } catch (error) {
    const staff = staffSessionStore.getState();
    if (isApiError(error) && error.status === Status.sessionLost && staff.token) {
      staffSessionStore.setState({ token: null, name: null, role: null, sessionEnded: 'expired' });
    }
    throw error;
  }
};

export const officeApi = {
  login: (body: z.input<typeof staffLoginRequest>) =>
    call(
      { method: 'POST', url: '/api/Orientacion/logaUsuario', data: body, headers: inLanguage() },
      staffLoginDataResponse,
      silent,
    ),
  /** Ends the token on the server; the local session ends whatever the answer. */
  endSession: (token: string) =>
    call(
      { method: 'POST', url: '/api/Orientacion/cerrarSesion', headers: { Authorization: `Bearer ${token}` } },
      sessionEndedResponse,
      silent,
    ),
  changePassword: (body: z.input<typeof staffPasswordChangeRequest>) =>
    endedOnLoss(
      call(
        {
          method: 'POST',
          url: '/api/Orientacion/cambiaPassword',
          data: body,
          headers: { ...asStaff(), ...inLanguage() },
        },
        noticeResponse,
        silent,
      ),
    ),
  requestRecovery: (body: z.input<typeof staffRecoveryRequest>) =>
    call(
      { method: 'POST', url: '/api/Orientacion/recuperaPassword', data: body, headers: inLanguage() },
      noticeResponse,
      silent,
    ),
  setPassword: (body: z.input<typeof staffSetPasswordRequest>) =>
    call(
      { method: 'POST', url: '/api/Orientacion/establecePassword', data: body, headers: inLanguage() },
      noticeResponse,
      silent,
    ),
  /** The dashboard: errors go to the shell's banner too, like every remote's loads. */
  dashboard: () =>
    endedOnLoss(call({ url: '/api/Orientacion/panel', headers: asStaff() }, officePanelResponse)),
  queue: (cola: QueueId) =>
    endedOnLoss(call({ url: `/api/Orientacion/cola/${cola}`, headers: asStaff() }, queueListResponse)),
};
