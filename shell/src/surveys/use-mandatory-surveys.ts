import { useEffect, useState } from 'react';
import { userApi } from '@portal/api-client';
import { useSession } from '@portal/session';

/**
 * Whether the logged user has mandatory surveys to answer (spec 000 §4, 001 §2). The surveys
 * remote's gate, which blocks the portal, is loaded only then: a page whose user has nothing to
 * answer does not fetch that remote for nothing. Once loaded, the gate follows the surveys itself
 * (it closes when they are answered). Asked again at each login.
 */
export const useMandatorySurveysPending = (): boolean => {
  const token = useSession((state) => state.token);
  const userType = useSession((state) => state.userType);
  // The answer is kept with the session it was asked for: another login reads nothing old.
  const [answer, setAnswer] = useState<{ token: string; pending: boolean } | null>(null);
  useEffect(() => {
    if (!token || !userType) return undefined;
    let current = true;
    userApi(userType)
      .surveys({ silent: true })
      .then((surveys) => {
        if (current) setAnswer({ token, pending: surveys.some((survey) => survey.obligatoria && !survey.contestada) });
      })
      // The gate is the surveys remote's to show; without the list, the portal stays usable.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [token, userType]);
  return answer !== null && answer.token === token && answer.pending;
};
