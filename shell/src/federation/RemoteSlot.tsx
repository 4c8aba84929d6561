import { lazy, Suspense, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteModuleRef } from '@portal/contracts';
import { Loading, Notice, PlaceholderCards } from '@portal/ui';
import { RemoteBoundary } from './RemoteBoundary';
import { moduleSource, RemoteLoadError } from './module-source';
import { useNearScreen } from './use-near-screen';

type AnyProps = Record<string, unknown>;
type RemoteComponent = ComponentType<AnyProps>;

const lazyComponents = new Map<string, RemoteComponent>();

const keyOf = (ref: RemoteModuleRef) => `${ref.remote}/${ref.module}`;

/** One lazy component per exposed module, so moving between pages does not remount it. */
const lazyRemote = (ref: RemoteModuleRef): RemoteComponent => {
  const key = keyOf(ref);
  let component = lazyComponents.get(key);
  if (!component) {
    component = lazy(async () => {
      try {
        const module = await moduleSource().loadModule<{ default?: RemoteComponent }>(ref);
        if (!module.default) throw new RemoteLoadError(ref.remote, new Error(`${key} has no default export`));
        return { default: module.default };
      } catch (error) {
        // A failed load is not kept: coming back to the page tries the remote again.
        lazyComponents.delete(key);
        throw error;
      }
    });
    lazyComponents.set(key, component);
  }
  return component;
};

const SlotFailure = ({ error, retry }: { error: Error; retry: () => void }) => {
  const { t } = useTranslation('common');
  const unavailable = error instanceof RemoteLoadError;
  return (
    <Notice
      tone="error"
      title={t(unavailable ? 'areaUnavailableTitle' : 'areaCrashedTitle')}
      action={
        <button type="button" className="portal-button" onClick={retry}>
          {t('retry')}
        </button>
      }
    >
      <p>{t(unavailable ? 'areaUnavailableBody' : 'areaCrashedBody')}</p>
    </Notice>
  );
};

interface RemoteSlotProps {
  page: RemoteModuleRef;
  props?: AnyProps;
  /**
   * Height kept for the area from the first paint (a CSS length): what arrives later then takes
   * the room it was given instead of pushing the rest of the page down.
   */
  reserve?: string;
  /** For areas that show nothing until they have something to say (a popup): no loading text. */
  quiet?: boolean;
  /** Grey cards instead of the loading text while the remote's code arrives (the home's modules). */
  placeholders?: boolean;
  /**
   * Below the first screen: the remote is fetched when the area comes near the screen (or the
   * user starts using the keyboard), so a first view never loads a remote it does not show.
   */
  whenNearScreen?: boolean;
}

/** The remote's module once the slot wants it, inside its error boundary and loading state. */
const LoadedRemote = ({ page, props, waiting }: { page: RemoteModuleRef; props: AnyProps; waiting: ReactNode }) => {
  const [attempt, setAttempt] = useState(0);
  const Remote = lazyRemote(page);
  return (
    // Keyed by module too: a failure on one page must not follow the user to the next.
    <RemoteBoundary
      key={`${keyOf(page)}#${attempt}`}
      onRetry={() => {
        lazyComponents.delete(keyOf(page));
        setAttempt((value) => value + 1);
      }}
      onError={() => moduleSource().reportFailure?.(page)}
      fallback={(error, retry) => <SlotFailure error={error} retry={retry} />}
    >
      <Suspense fallback={waiting}>
        {/* eslint-disable-next-line react-hooks/static-components -- one lazy component per module, cached above: its identity is stable */}
        <Remote {...props} />
      </Suspense>
    </RemoteBoundary>
  );
};

/**
 * Where a remote's page or widget goes. The remote is fetched only when a slot needs it; a
 * remote that cannot be reached shows a translated message with a retry button here, and
 * nowhere else.
 */
export const RemoteSlot = ({ page, props = {}, reserve, quiet = false, placeholders = false, whenNearScreen = false }: RemoteSlotProps) => {
  const area = useRef<HTMLDivElement>(null);
  const near = useNearScreen(area, whenNearScreen);
  const waiting = quiet ? null : placeholders ? <PlaceholderCards /> : <Loading />;
  return (
    <div ref={area} className="shell-remote-slot" data-remote={page.remote} style={reserve ? { minHeight: reserve } : undefined}>
      {near ? <LoadedRemote page={page} props={props} waiting={waiting} /> : waiting}
    </div>
  );
};
