import {
  missingDataAlreadyShown,
  missingDataChecks,
  missingDataToAsk,
  type MissingDataToAsk,
  type missingPersonalDataResponse,
  type socialSecurityStateResponse,
} from '@portal/contracts';
import { call } from '@portal/api-client';
import { useApiData } from '@portal/ui';

/**
 * What the student home's missing-data dialog would ask for, or null: the CV remote's dialog is
 * loaded only when something is missing, so a complete profile's home loads none of its code.
 * The checks start with the page's first script (first-view.ts) and are silent: when they fail,
 * nothing is asked, as the dialog itself would do.
 */
export const useMissingDataToAsk = (wanted: boolean): MissingDataToAsk | null => {
  const checks = useApiData(async () => {
    if (!wanted || missingDataAlreadyShown()) return null;
    const [personalData, socialSecurity] = await Promise.all([
      call<typeof missingPersonalDataResponse>({ url: missingDataChecks.personalData }, { silent: true }),
      call<typeof socialSecurityStateResponse>({ url: missingDataChecks.socialSecurity }, { silent: true }),
    ]);
    return missingDataToAsk(personalData, socialSecurity);
  }, [wanted]);
  return checks.data ?? null;
};
