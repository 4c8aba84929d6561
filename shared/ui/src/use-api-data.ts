import { useEffect, useRef, useState } from 'react';

export interface ApiData<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/** What a load gets: a way to show partial results early and to know whether it still matters. */
export interface LoadControls<T> {
  progress: (partial: T) => void;
  isCurrent: () => boolean;
}

interface Settled<T> {
  key: string;
  data?: T;
  error?: unknown;
  done: boolean;
}

/**
 * Runs a load when the component mounts or its inputs change, and keeps its result, its error
 * and a way to try again. A result that arrives after the inputs changed is dropped. `inputs`
 * must be serialisable (ids, types, languages).
 */
export const useApiData = <T>(load: (controls: LoadControls<T>) => Promise<T>, inputs: readonly unknown[]): ApiData<T> => {
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([...inputs, attempt]);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  // The latest load function, without making a new function a reason to load again.
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  useEffect(() => {
    let current = true;
    const isCurrent = () => current;
    latestLoad
      .current({ progress: (partial) => current && setSettled({ key, data: partial, done: false }), isCurrent })
      .then(
        (data) => current && setSettled({ key, data, done: true }),
        (error: unknown) => current && setSettled({ key, error: error ?? new Error('Load failed'), done: true }),
      );
    return () => {
      current = false;
    };
  }, [key]);
  const mine = settled?.key === key ? settled : null;
  return {
    data: mine?.error === undefined ? mine?.data : undefined,
    error: mine?.error,
    loading: mine === null,
    reload: () => setAttempt((value) => value + 1),
  };
};
