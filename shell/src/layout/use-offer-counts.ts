import { useEffect, useState } from 'react';
import { studentApi } from '@portal/api-client';
import { useSession } from '@portal/session';
import type { MenuContext } from './menu-items';

/**
 * How many offers of each type the logged student can see: the menu offers a list only when it
 * has something (spec 000 §2.4). A failed count hides nothing the user had: it counts as unknown.
 */
export const useOfferCounts = (): MenuContext['offerCounts'] => {
  const token = useSession((state) => (state.userType === 'Alumno' ? state.token : null));
  // Kept with the session they were counted for: another login starts from unknown again.
  const [counted, setCounted] = useState<{ token: string; counts: MenuContext['offerCounts'] } | null>(null);
  useEffect(() => {
    if (!token) return undefined;
    let current = true;
    const silent = { silent: true };
    Promise.all([studentApi.offerCount('empleo', silent), studentApi.offerCount('practicas', silent), studentApi.studyAndWorkOfferCount(silent)])
      .then(([empleo, practicas, estudiaYtrabaja]) => {
        if (current) setCounted({ token, counts: { empleo, practicas, estudiaYtrabaja } });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [token]);
  return counted && counted.token === token ? counted.counts : null;
};
