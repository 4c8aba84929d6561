import type {
  eventAttendanceResponse,
  eventRegistrationsResponse,
  officeEventChangeResponse,
  officeEventResponse,
  officeEventsResponse,
  OfficeEventEditRequest,
  OfficeEventFields,
} from '@portal/contracts';
import { call, downloadBlob, type CallOptions } from '@portal/api-client';
import { asStaff, endedOnLoss, inLanguage } from '../api';

/**
 * The office's calls on events. Loads go to the shell's banner too; changes are answered in place
 * by the page (silent), where their refusal belongs to what was tried.
 */
const silent: CallOptions = { silent: true };
const change = (url: string, data: object) =>
  endedOnLoss(call<typeof officeEventChangeResponse>({ method: 'POST', url, data, headers: { ...asStaff(), ...inLanguage() } }, silent));

export const eventsApi = {
  list: () => endedOnLoss(call<typeof officeEventsResponse>({ url: '/api/Orientacion/eventos', headers: asStaff() })),
  one: (id: number) => endedOnLoss(call<typeof officeEventResponse>({ url: `/api/Orientacion/eventos/${id}`, headers: asStaff() })),
  create: (body: OfficeEventFields) => change('/api/Orientacion/eventos', body),
  edit: (id: number, body: OfficeEventEditRequest) => change(`/api/Orientacion/eventos/${id}`, body),
  publish: (id: number, version: string) => change(`/api/Orientacion/eventos/${id}/publicar`, { version }),
  cancel: (id: number, version: string, motivo: string) => change(`/api/Orientacion/eventos/${id}/cancelar`, { version, motivo }),
  registrations: (id: number) =>
    endedOnLoss(call<typeof eventRegistrationsResponse>({ url: `/api/Orientacion/eventos/${id}/inscripciones`, headers: asStaff() })),
  attendance: (id: number, registration: number, asistio: boolean) =>
    endedOnLoss(
      call<typeof eventAttendanceResponse>(
        {
          method: 'POST',
          url: `/api/Orientacion/eventos/${id}/inscripciones/${registration}/asistencia`,
          data: { asistio },
          headers: { ...asStaff(), ...inLanguage() },
        },
        silent,
      ),
    ),
  /** The registration list as a file, in the page's language (its header row). */
  export: (id: number, formato: 'csv' | 'xlsx') =>
    endedOnLoss(
      downloadBlob({ url: `/api/Orientacion/eventos/${id}/inscripciones/exportar?formato=${formato}`, headers: { ...asStaff(), ...inLanguage() } }),
    ),
};
