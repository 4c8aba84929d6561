import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the failed area; `retry` mounts it again. */
  fallback: (error: Error, retry: () => void) => ReactNode;
  onRetry: () => void;
  /** Told of each failure caught (the shell reports it against the remote's release). */
  onError?: (error: Error) => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Keeps a failure inside the area of one remote: the header, the menu and every other route
 * stay usable, whatever the remote's code throws while loading or rendering.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A remote area failed', error, info.componentStack);
    this.props.onError?.(error);
  }

  private readonly retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
