import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading, Notice } from '../components';
import type { LazyModule } from './lazy-module';
import './i18n';

type PartState<M> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; module: M };

/** The module's state for a part that needs it: fetching starts when the part is drawn. */
export const useLazyModule = <M,>(lazy: LazyModule<M>) => {
  const [state, setState] = useState<PartState<M>>(() => {
    const module = lazy.loaded();
    return module === undefined ? { kind: 'loading' } : { kind: 'ready', module };
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (state.kind !== 'loading') return;
    let current = true;
    lazy.load().then(
      (module) => current && setState({ kind: 'ready', module }),
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
    // `state.kind` is read only to skip what has arrived; a retry bumps `attempt`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lazy, attempt]);
  const retry = () => {
    setState({ kind: 'loading' });
    setAttempt((value) => value + 1);
  };
  return { state, retry };
};

/**
 * A part of a page drawn by code that arrives when it is opened: a polite "loading" while it
 * comes, a message with a retry button if the network failed to bring it, then the part itself
 * (`children`, given the module). `onArrived` runs once the part is drawn after waiting for it
 * (a form opened by a link focuses its first field then). The words speak of a form unless
 * `words` names the part otherwise (its loading label and the failure's title). `quiet`: nothing
 * stands in its place while it comes (a notice that follows what the user did); `reserve`: the
 * height (a CSS length) the loading text keeps, about the part's own, so that what is below does
 * not move when the part arrives.
 */
export const LazyPart = <M,>({
  module: lazy,
  children,
  onArrived,
  words,
  quiet = false,
  reserve,
}: {
  module: LazyModule<M>;
  children: (module: M) => ReactNode;
  onArrived?: () => void;
  words?: { loading: string; failedTitle: string };
  quiet?: boolean;
  reserve?: string;
}) => {
  const { t } = useTranslation('lazyPart');
  const { state, retry } = useLazyModule(lazy);
  const [waited] = useState(state.kind !== 'ready');
  const ready = state.kind === 'ready';
  useEffect(() => {
    if (ready && waited) onArrived?.();
    // Once, when the part first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
  if (state.kind === 'loading') {
    if (quiet) return null;
    const loading = <Loading label={words?.loading ?? t('loading')} />;
    return reserve ? <div style={{ minHeight: reserve }}>{loading}</div> : loading;
  }
  if (state.kind === 'failed') {
    return (
      <Notice
        tone="error"
        title={words?.failedTitle ?? t('failedTitle')}
        action={
          <button type="button" className="portal-button" onClick={retry}>
            {t('retry')}
          </button>
        }
      >
        <p>{t('failedBody')}</p>
      </Notice>
    );
  }
  return <>{children(state.module)}</>;
};
