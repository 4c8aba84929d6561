import type { brandAdminResponse, brandLogoUploadResponse, brandSaveResponse, BrandSaveRequest } from '@portal/contracts';
import { call, type CallOptions } from '@portal/api-client';
import { asStaff, endedOnLoss, inLanguage } from '../api';

/** The admin's calls on the brand: the load goes to the shell's banner too; a save's refusal is the page's. */
const silent: CallOptions = { silent: true };

export const brandApi = {
  view: () => endedOnLoss(call<typeof brandAdminResponse>({ url: '/api/Orientacion/marca', headers: asStaff() })),
  save: (body: BrandSaveRequest) =>
    endedOnLoss(call<typeof brandSaveResponse>({ method: 'POST', url: '/api/Orientacion/marca', data: body, headers: { ...asStaff(), ...inLanguage() } }, silent)),
  uploadLogo: (ficheroB64: string, extension: string) =>
    endedOnLoss(
      call<typeof brandLogoUploadResponse>(
        { method: 'POST', url: '/api/Orientacion/marca/logo', data: { ficheroB64, extension }, headers: { ...asStaff(), ...inLanguage() } },
        silent,
      ),
    ),
};
