import type { z } from 'zod';
import {
  type staffAccountChangeResponse,
  type staffAccountsResponse,
  type staffLoginDataResponse,
  type StaffRole,
  type staffAccountCreateRequest,
} from '@portal/contracts';
import { call, type CallOptions } from '@portal/api-client';
import { asStaff, endedOnLoss, inLanguage } from '../api';

/**
 * The admin's calls on staff accounts. Loads go to the shell's banner too; changes are answered
 * in place by the page (silent), where the refusal (141, 142...) belongs to what was tried.
 */
const silent: CallOptions = { silent: true };
const change = (url: string, data: object = {}) =>
  endedOnLoss(
    call<typeof staffAccountChangeResponse>({ method: 'POST', url, data, headers: { ...asStaff(), ...inLanguage() } }, silent),
  );

export const staffAccountsApi = {
  list: () => endedOnLoss(call<typeof staffAccountsResponse>({ url: '/api/Orientacion/personal', headers: asStaff() })),
  create: (body: z.input<typeof staffAccountCreateRequest>) => change('/api/Orientacion/personal', body),
  setRole: (id: number, rol: StaffRole) => change(`/api/Orientacion/personal/${id}/rol`, { rol }),
  block: (id: number) => change(`/api/Orientacion/personal/${id}/bloquear`),
  unblock: (id: number) => change(`/api/Orientacion/personal/${id}/desbloquear`),
};

/** The institutional login's last step: the code the portal put in the staff login page's fragment. */
export const institutionalStaffLogin = (respuesta: string) =>
  call<typeof staffLoginDataResponse>(
    { method: 'POST', url: '/api/Orientacion/validaRespuestaLoginIntegrado', data: { respuesta }, headers: inLanguage() },
    silent,
  );

/** Where the staff login page sends the browser for the institutional login. */
export const institutionalStaffLoginUrl = '/api/saml/login?para=orientacion';
