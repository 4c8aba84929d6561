import type { z } from 'zod';
import {
  Status,
  type noticeResponse,
  type officePanelResponse,
  type queueDecisionResponse,
  type queueListResponse,
  type queueRecordResponse,
  type sessionEndedResponse,
  type staffInvoiceResponse,
  type IssueInvoiceRequest,
  type staffLoginDataResponse,
  type QueueDecisionRequest,
  type QueueId,
  type QueueListQuery,
  type staffLoginRequest,
  type staffPasswordChangeRequest,
  type staffRecoveryRequest,
  type staffSetPasswordRequest,
} from '@portal/contracts';
import { call, downloadBlob, isApiError, type CallOptions } from '@portal/api-client';
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
    call<typeof staffLoginDataResponse>(
      { method: 'POST', url: '/api/Orientacion/logaUsuario', data: body, headers: inLanguage() },
      silent,
    ),
  /** Ends the token on the server; the local session ends whatever the answer. */
  endSession: (token: string) =>
    call<typeof sessionEndedResponse>(
      { method: 'POST', url: '/api/Orientacion/cerrarSesion', headers: { Authorization: `Bearer ${token}` } },
      silent,
    ),
  changePassword: (body: z.input<typeof staffPasswordChangeRequest>) =>
    endedOnLoss(
      call<typeof noticeResponse>(
        {
          method: 'POST',
          url: '/api/Orientacion/cambiaPassword',
          data: body,
          headers: { ...asStaff(), ...inLanguage() },
        },
        silent,
      ),
    ),
  requestRecovery: (body: z.input<typeof staffRecoveryRequest>) =>
    call<typeof noticeResponse>(
      { method: 'POST', url: '/api/Orientacion/recuperaPassword', data: body, headers: inLanguage() },
      silent,
    ),
  setPassword: (body: z.input<typeof staffSetPasswordRequest>) =>
    call<typeof noticeResponse>(
      { method: 'POST', url: '/api/Orientacion/establecePassword', data: body, headers: inLanguage() },
      silent,
    ),
  /** The dashboard: errors go to the shell's banner too, like every remote's loads. */
  dashboard: () =>
    endedOnLoss(call<typeof officePanelResponse>({ url: '/api/Orientacion/panel', headers: asStaff() })),
  /** One queue's page of items: only the filters set are sent, the server's defaults do the rest. */
  queue: (cola: QueueId, query: Partial<QueueListQuery> = {}) =>
    endedOnLoss(
      call<typeof queueListResponse>(
        {
          url: `/api/Orientacion/cola/${cola}`,
          params: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')),
          headers: asStaff(),
        },
      ),
    ),
  /** A record of a queue, with the decisions open now, its version and its history. */
  record: (cola: QueueId, id: number) =>
    endedOnLoss(
      call<typeof queueRecordResponse>({ url: `/api/Orientacion/cola/${cola}/${id}`, headers: { ...asStaff(), ...inLanguage() } }),
    ),
  /** Issues an invoice to a company by its CIF (beside the invoices queue); a refusal is shown by the form. */
  issueInvoice: (body: IssueInvoiceRequest) =>
    endedOnLoss(
      call<typeof staffInvoiceResponse>(
        { method: 'POST', url: '/api/Orientacion/emiteFactura', data: body, headers: { ...asStaff(), ...inLanguage() } },
        silent,
      ),
    ),
  /** A decision: a refusal (130–133) is shown in place by the record page, not in the banner. */
  decide: (cola: QueueId, id: number, body: QueueDecisionRequest) =>
    endedOnLoss(
      call<typeof queueDecisionResponse>(
        {
          method: 'POST',
          url: `/api/Orientacion/cola/${cola}/${id}/decision`,
          data: body,
          headers: { ...asStaff(), ...inLanguage() },
        },
        silent,
      ),
    ),
  /** A file a record points at (`/api/…`): it needs the staff token, which a plain link would not send. */
  download: (path: string) => endedOnLoss(downloadBlob({ url: path, headers: asStaff() })),
};

/** The helpers of these calls, for the calls of this remote kept beside their pages (staff-accounts/api.ts). */
export { asStaff, endedOnLoss, inLanguage };
