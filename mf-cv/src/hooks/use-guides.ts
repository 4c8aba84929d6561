import { type orientationGuidesResponse } from '@portal/contracts';
import { call } from '@portal/api-client';
import { useApiData, useLanguage } from '@portal/ui';

/** The page of the orientation guides (also at /orientacion-laboral). */
export const guidesPath = '/guias-orientacion';
/** The anchor of one guide on that page: the home's module links to it. */
export const guideAnchor = (id: number) => `guia-${id}`;

/**
 * The orientation guides in the user's language (dameGuiaOrientacion), the first `limit` of
 * them when given (the home's module shows 4). `silent` leaves a failure to the caller.
 */
export const useGuides = (limit?: number, silent = false) => {
  const language = useLanguage();
  return useApiData(
    () =>
      call<typeof orientationGuidesResponse>(
        {
          url: '/api/Alumno/dameGuiaOrientacion',
          params: limit === undefined ? undefined : { limite: limit },
          headers: { 'Accept-Language': language },
        },
        { silent },
      ),
    [language, limit, silent],
  );
};
