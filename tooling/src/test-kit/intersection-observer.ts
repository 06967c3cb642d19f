type IntersectionCallback = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting' | 'target'>>) => void;

interface ObserverRecord {
  callback: IntersectionCallback;
  options?: IntersectionObserverInit;
  targets: Set<Element>;
}

export interface ControlledViewport {
  /** The options each observer was created with (root margins, thresholds). */
  options(): Array<IntersectionObserverInit | undefined>;
  /** Reports `target` as intersecting to every observer watching it. */
  enterView(target: Element): void;
  /** Reports every observed element as intersecting, as the browser does on scroll. Wrap in `act`. */
  enterViewport(): void;
  /** Puts back the observer that was installed before. */
  restore(): void;
}

/** Replaces jsdom's inert IntersectionObserver with one the test drives. */
export function installIntersectionObserver(): ControlledViewport {
  const observers: ObserverRecord[] = [];
  class ControlledIntersectionObserver {
    private readonly record: ObserverRecord;
    constructor(callback: IntersectionCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options, targets: new Set() };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.add(target);
    }
    unobserve(target: Element) {
      this.record.targets.delete(target);
    }
    disconnect() {
      this.record.targets.clear();
    }
    takeRecords() {
      return [];
    }
  }
  const original = window.IntersectionObserver;
  window.IntersectionObserver = ControlledIntersectionObserver as unknown as typeof IntersectionObserver;
  return {
    options: () => observers.map((observer) => observer.options),
    enterView(target) {
      for (const observer of observers) {
        if (observer.targets.has(target)) observer.callback([{ isIntersecting: true, target }]);
      }
    },
    enterViewport() {
      for (const observer of observers) {
        const targets = [...observer.targets];
        if (targets.length > 0) observer.callback(targets.map((target) => ({ isIntersecting: true, target })));
      }
    },
    restore() {
      window.IntersectionObserver = original;
    },
  };
}
