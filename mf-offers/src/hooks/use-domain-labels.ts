import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeReason } from '@portal/contracts';
import { loadCandidacyStates, loadChangeReasons, useCandidacyStates, useChangeReasons as useLoadedChangeReasons } from '@portal/domains';
import { useLanguage } from '@portal/ui';

/**
 * The label of a candidacy state from the candidacy-state domain; "Status N" until it arrives or
 * for a value it lacks. Only the states are asked for, not the whole reference data.
 */
export const useCandidacyStateLabel = () => {
  const { t } = useTranslation('offers');
  const language = useLanguage();
  const loaded = useCandidacyStates(language);
  useEffect(() => {
    loadCandidacyStates(language).catch(() => undefined);
  }, [language]);
  const states = useMemo(() => new Map((loaded ?? []).map((state) => [state.id, state.descripcion])), [loaded]);
  return (id: number) => states.get(id) ?? t('stateUnknown', { id });
};

/**
 * The candidacy-status change reasons: undefined while loading, null when their silent load failed
 * (spec 000 §7), the list otherwise. Only the reasons are asked for, not the whole reference data.
 */
export const useChangeReasons = (): ChangeReason[] | null | undefined => {
  const language = useLanguage();
  useEffect(() => {
    loadChangeReasons(language).catch(() => undefined);
  }, [language]);
  return useLoadedChangeReasons(language);
};
