import { useCallback, useEffect, useState } from 'react';

export interface ApiData<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * Runs a load when the component mounts or its inputs change, and keeps its result, its error
 * and a way to try again. A result that arrives after the inputs changed is dropped.
 */
export const useApiData = <T>(load: () => Promise<T>, inputs: readonly unknown[]): ApiData<T> => {
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({
    data: undefined,
    error: undefined,
    loading: true,
  });
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableLoad = useCallback(load, inputs);
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    stableLoad().then(
      (data) => current && setState({ data, error: undefined, loading: false }),
      (error: unknown) => current && setState({ data: undefined, error, loading: false }),
    );
    return () => {
      current = false;
    };
  }, [stableLoad, attempt]);
  return { ...state, reload: () => setAttempt((value) => value + 1) };
};
