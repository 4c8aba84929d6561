import type {
  PublishInformativeNoteRequest,
  publishedInformativeNoteResponse,
  staffInformativeNotesResponse,
  withdrawnInformativeNoteResponse,
} from '@portal/contracts';
import { call, type CallOptions } from '@portal/api-client';
import { asStaff, endedOnLoss, inLanguage, officeApi } from '../api';

/**
 * The office's calls on the informative notes companies read. The list's load goes to the shell's
 * banner too; publishing and withdrawing are answered in place by the page (silent).
 */
const silent: CallOptions = { silent: true };

export const notesApi = {
  list: () =>
    endedOnLoss(
      call<typeof staffInformativeNotesResponse>({
        url: '/api/Orientacion/notasInformativas',
        headers: asStaff(),
      }),
    ),
  /** `onUploadProgress` gets the share of the body sent (the progress bar of a PDF). */
  publish: (body: PublishInformativeNoteRequest, onUploadProgress?: (fraction: number) => void) =>
    endedOnLoss(
      call<typeof publishedInformativeNoteResponse>(
        {
          method: 'POST',
          url: '/api/Orientacion/publicaNotaInformativa',
          data: body,
          headers: { ...asStaff(), ...inLanguage() },
          onUploadProgress,
        },
        silent,
      ),
    ),
  withdraw: (id: number) =>
    endedOnLoss(
      call<typeof withdrawnInformativeNoteResponse>(
        {
          method: 'POST',
          url: `/api/Orientacion/retiraNotaInformativa/${id}`,
          headers: { ...asStaff(), ...inLanguage() },
        },
        silent,
      ),
    ),
  /** The note as the PDF companies download (the list's `pdf` path). */
  pdf: (path: string) => officeApi.download(path),
};
