import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Loading, Notice } from '../components';

interface BoundaryProps {
  /** What to show instead of the part that failed; `retry` asks for its code again. */
  failure: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a failed part (its chunk did not arrive) inside its own place: the rest of the page stays usable. */
class PartBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A part of the page could not be loaded', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.failure(this.retry) : this.props.children;
  }
}

/** The part could not be loaded (a network failure, a release replaced meanwhile): say so, and offer to try again. */
const PartFailure = ({ retry }: { retry: () => void }) => {
  const { t } = useTranslation('common');
  return (
    <Notice
      tone="error"
      title={t('areaUnavailableTitle')}
      action={
        <button type="button" className="portal-button" onClick={retry}>
          {t('retry')}
        </button>
      }
    >
      <p>{t('areaUnavailableBody')}</p>
    </Notice>
  );
};

/**
 * A part of a page that its first view does not show (an editor opened by a button): its code,
 * and what only it imports (a form library, the request schemas), is a chunk of its own, fetched
 * when the part is first rendered. Meanwhile a polite loading text stands in its place; if the
 * chunk does not arrive, a translated notice with a retry button, which fetches it again (React
 * keeps a failed lazy load failed, so a retry starts a new one). A loaded part stays loaded.
 * `quiet`: nothing stands in its place meanwhile (a notice that follows what the user did).
 * `reserve`: the height (a CSS length) the loading text keeps, about the part's own, so that what
 * is below does not move when the part arrives.
 */
export const lazyPart = <Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  { quiet = false, reserve }: { quiet?: boolean; reserve?: string } = {},
): ComponentType<Props> => {
  let Part = lazy(load);
  const LazyPart = (props: Props) => {
    const [attempt, setAttempt] = useState(0);
    return (
      <PartBoundary
        key={attempt}
        onRetry={() => {
          Part = lazy(load);
          setAttempt((value) => value + 1);
        }}
        failure={(retry) => <PartFailure retry={retry} />}
      >
        <Suspense
          fallback={
            quiet ? null : (
              <div style={reserve ? { minHeight: reserve } : undefined}>
                <Loading />
              </div>
            )
          }
        >
          <Part {...props} />
        </Suspense>
      </PartBoundary>
    );
  };
  return LazyPart;
};
