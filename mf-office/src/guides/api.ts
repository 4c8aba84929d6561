import type {
  GuideEditRequest,
  GuideFields,
  GuideMoveRequest,
  staffGuideChangeResponse,
  staffGuideResponse,
  staffGuidesResponse,
} from '@portal/contracts';
import { call, type CallOptions } from '@portal/api-client';
import { asStaff, endedOnLoss, inLanguage } from '../api';

/**
 * The office's calls on the orientation guides. Loads go to the shell's banner too; changes are
 * answered in place by the page (silent), where their refusal belongs to what was tried.
 */
const silent: CallOptions = { silent: true };
const change = (url: string, data: object) =>
  endedOnLoss(call<typeof staffGuideChangeResponse>({ method: 'POST', url, data, headers: { ...asStaff(), ...inLanguage() } }, silent));

export const guidesApi = {
  list: () => endedOnLoss(call<typeof staffGuidesResponse>({ url: '/api/Orientacion/guias', headers: asStaff() })),
  one: (id: number) => endedOnLoss(call<typeof staffGuideResponse>({ url: `/api/Orientacion/guias/${id}`, headers: asStaff() })),
  create: (body: GuideFields) => change('/api/Orientacion/guias', body),
  edit: (id: number, body: GuideEditRequest) => change(`/api/Orientacion/guias/${id}`, body),
  publish: (id: number, version: string) => change(`/api/Orientacion/guias/${id}/publicar`, { version }),
  withdraw: (id: number, version: string) => change(`/api/Orientacion/guias/${id}/retirar`, { version }),
  move: (id: number, body: GuideMoveRequest) => change(`/api/Orientacion/guias/${id}/mover`, body),
};
