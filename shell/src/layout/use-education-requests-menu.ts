import { useEffect, useState } from 'react';
import { companyApi } from '@portal/api-client';
import { useSession } from '@portal/session';

/**
 * Whether the logged company's menu offers its education centres' requests (spec 001 §2: only
 * when it has any). Asked once per session; a failed answer hides the entry (null: unknown).
 */
export const useEducationRequestsMenu = (): boolean | null => {
  const token = useSession((state) => (state.userType === 'Empresa' ? state.token : null));
  const [answered, setAnswered] = useState<{ token: string; menu: boolean } | null>(null);
  useEffect(() => {
    if (!token) return undefined;
    let current = true;
    companyApi
      .educationRequestsMenu({ silent: true })
      .then((menu) => {
        if (current) setAnswered({ token, menu });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [token]);
  return answered && answered.token === token ? answered.menu : null;
};
