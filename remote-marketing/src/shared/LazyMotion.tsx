import { Component, Suspense, type ReactNode } from 'react';

interface LazyMotionProps {
  /** The same content without animation: shown until the animation code arrives, or if it fails to. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Animation code (react-spring) loads after the first paint. Until it is
 * there the static `fallback` is shown, and if its chunk fails to load the
 * page simply stays static: an animation is never worth an error page.
 */
export function LazyMotion({ fallback, children }: LazyMotionProps) {
  return (
    <StaticOnError fallback={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </StaticOnError>
  );
}

class StaticOnError extends Component<LazyMotionProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
