import type {
  staffCommunicationChangeResponse,
  staffCommunicationResponse,
  staffCommunicationsResponse,
  CommunicationCreateRequest,
  CommunicationEditRequest,
} from '@portal/contracts';
import { call, type CallOptions } from '@portal/api-client';
import { asStaff, endedOnLoss, inLanguage } from '../api';

/**
 * The office's calls on the home's communications. Loads go to the shell's banner too; changes
 * are answered in place by the page (silent), where their refusal belongs to what was tried.
 */
const silent: CallOptions = { silent: true };
const change = (url: string, data: object) =>
  endedOnLoss(
    call<typeof staffCommunicationChangeResponse>({ method: 'POST', url, data, headers: { ...asStaff(), ...inLanguage() } }, silent),
  );

export const communicationsApi = {
  list: () => endedOnLoss(call<typeof staffCommunicationsResponse>({ url: '/api/Orientacion/comunicaciones', headers: asStaff() })),
  one: (id: number) =>
    endedOnLoss(call<typeof staffCommunicationResponse>({ url: `/api/Orientacion/comunicaciones/${id}`, headers: asStaff() })),
  create: (body: CommunicationCreateRequest) => change('/api/Orientacion/comunicaciones', body),
  edit: (id: number, body: CommunicationEditRequest) => change(`/api/Orientacion/comunicaciones/${id}`, body),
  withdraw: (id: number, version: string) => change(`/api/Orientacion/comunicaciones/${id}/retirar`, { version }),
};
