import type {
  RegisterEducationRequest,
  educationCentresResponse,
  registeredEducationRequestResponse,
} from '@portal/contracts';
import { call, type CallOptions } from '@portal/api-client';
import { asStaff, endedOnLoss, inLanguage } from '../api';

const silent: CallOptions = { silent: true };

/** The office's calls of an education centre's request: registering one, and the centres of a province to choose from. */
export const educationApi = {
  /** A refusal (400/15 per field) is shown by the form, not in the banner. */
  register: (body: RegisterEducationRequest) =>
    endedOnLoss(
      call<typeof registeredEducationRequestResponse>(
        {
          method: 'POST',
          url: '/api/Orientacion/registraSolicitudPracticaEducacion',
          data: body,
          headers: { ...asStaff(), ...inLanguage() },
        },
        silent,
      ),
    ),
  centres: (provinceId: string) =>
    call<typeof educationCentresResponse>(
      { url: `/api/Dominios/centrosEducativosDeProvincia/${provinceId}` },
      silent,
    ),
};
