import { Component, startTransition, useCallback, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import type { RemoteName } from '@agency/site-kit/contracts';
import { logRecord } from '@agency/site-kit/browser/log';
import { fallBackToPreviousVersion, loadRemoteModule } from './federation';
import { buttonStyle } from '@agency/site-kit/ui';

type RemoteComponent<P> = ComponentType<P>;

interface MountState<P> {
  status: 'loading' | 'ready' | 'failed';
  Component: RemoteComponent<P> | null;
}

/**
 * Loads one exposed module of a remote; `attempt` > 0 reloads it (afresh
 * unless `fresh` is false: after a fallback the runtime already has the version to load).
 */
function useRemoteComponent<P>(
  remote: RemoteName,
  module: string,
  attempt: number,
  fresh: boolean,
  onFallback: (() => void) | undefined,
): MountState<P> {
  // Each result remembers the attempt it answers, so a new attempt reads as loading until it settles.
  const [result, setResult] = useState<MountState<P> & { attempt: number }>({ attempt: -1, status: 'loading', Component: null });

  useEffect(() => {
    let cancelled = false;
    loadRemoteModule<{ default: RemoteComponent<P> }>(remote, module, { fresh: attempt > 0 && fresh, onFallback })
      .then((loaded) => {
        // A transition: React renders the (large) page in small slices, so input stays responsive.
        if (!cancelled) startTransition(() => setResult({ attempt, status: 'ready', Component: loaded.default }));
      })
      .catch(() => {
        if (!cancelled) setResult({ attempt, status: 'failed', Component: null });
      });
    return () => {
      cancelled = true;
    };
    // A new attempt is what reloads; `fresh` and `onFallback` are read as they are at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remote, module, attempt]);

  return result.attempt === attempt ? result : { status: 'loading', Component: null };
}

/** Catches a crash inside a mounted remote so it never takes the page down. */
class RemoteCrashBoundary extends Component<{ label: string; onCrash: (error: Error) => void; children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    logRecord('ERROR', 'shell/remote', `${this.props.label} crashed`, error, info.componentStack ?? undefined);
    this.props.onCrash(error);
  }

  override render() {
    return this.state.crashed ? null : this.props.children;
  }
}

export interface RemoteMountProps<P> {
  remote: RemoteName;
  module: string;
  /** What the visitor calls this part, in the fallback: 'The portfolio'. */
  label: string;
  props: P;
  /** Shown while loading; reserve the part's space to avoid layout shift. */
  loading?: ReactNode;
  /** 'page' fills the page area; 'inline' is a small part (section, widget). */
  variant?: 'page' | 'inline';
  /** Called once the module has rendered or its fallback is shown. */
  onSettled?: () => void;
  /** Called when the page switches the remote to its previous good version (its version failed to load or crashed). */
  onFallback?: () => void;
}

/**
 * Mount point of one remote module: loads it at runtime, shows `loading`, and
 * when the remote is unavailable or crashes, a fallback with a retry button
 * that brings it back without a page reload. A version that crashes while
 * rendering is replaced once by the previous good version before any fallback.
 */
export function RemoteMount<P extends object>({
  remote,
  module,
  label,
  props,
  loading = null,
  variant = 'page',
  onSettled,
  onFallback,
}: RemoteMountProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const [crashed, setCrashed] = useState(false);
  const [fresh, setFresh] = useState(true);
  const { status, Component } = useRemoteComponent<P>(remote, module, attempt, fresh, onFallback);
  useEffect(() => {
    if (status !== 'loading') onSettled?.();
  }, [status, onSettled]);
  const retry = useCallback(() => {
    setCrashed(false);
    setFresh(true);
    setAttempt((value) => value + 1);
  }, []);
  const crash = useCallback(
    (error: Error) => {
      if (!fallBackToPreviousVersion(remote, 'crashed while rendering', error)) {
        setCrashed(true);
        return;
      }
      onFallback?.();
      setFresh(false);
      setAttempt((value) => value + 1);
    },
    [remote, onFallback],
  );

  if (status === 'failed' || crashed) {
    return (
      <Fallback role="status" $variant={variant}>
        {variant === 'page' && <title>{`${label} is unavailable right now`}</title>}
        <p>{label} is unavailable right now.</p>
        <button type="button" onClick={retry}>
          Retry
        </button>
      </Fallback>
    );
  }
  if (status === 'loading' || !Component) return <>{loading}</>;
  return (
    <RemoteCrashBoundary key={attempt} label={label} onCrash={crash}>
      <Component {...props} />
    </RemoteCrashBoundary>
  );
}

const Fallback = styled.div<{ $variant: 'page' | 'inline' }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: ${({ $variant }) => ($variant === 'page' ? '160px 24px' : '24px')};
  text-align: center;

  p {
    margin: 0;
    font-size: 1.125rem;
  }

  button {
    ${buttonStyle('primary')}
  }
`;
