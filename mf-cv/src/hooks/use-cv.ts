import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { StudentCv } from '@portal/contracts';
import { cvApi } from '../api';

interface CvState {
  cv?: StudentCv;
  error?: unknown;
}

/**
 * The whole CV, loaded once; after a write the sections ask for it again quietly (`refresh`), so
 * what is on screen is what the server holds, and open sections keep their state meanwhile.
 */
export const useCvLoader = () => {
  const [state, setState] = useState<CvState>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    cvApi.load().then(
      (cv) => current && setState({ cv }),
      (error: unknown) => current && setState({ error }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const refresh = useCallback(async () => {
    const cv = await cvApi.load({ silent: true });
    setState({ cv });
  }, []);
  const retry = useCallback(() => {
    setState({});
    setAttempt((value) => value + 1);
  }, []);
  return { ...state, refresh, retry };
};

export interface CvContextValue {
  cv: StudentCv;
  /** Reads the CV again after a write. */
  refresh: () => Promise<void>;
}

export const CvContext = createContext<CvContextValue | null>(null);

export const useCv = (): CvContextValue => {
  const value = useContext(CvContext);
  if (!value) throw new Error('useCv outside the CV page');
  return value;
};
