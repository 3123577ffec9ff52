// A component whose code is downloaded on first use (React.lazy), rendered directly once its module
// is there: a second dialog, menu or toast region mounts without suspending, and a test setup that
// preloads the module renders synchronously as before (tests/client/setup.ts).
import { lazy, useState, type ComponentType } from 'react';

export interface LazyOnUse<P extends object> {
  Component: ComponentType<P>;
  /** Starts the download (e.g. when the pointer reaches a trigger); resolves when it is there. */
  preload(): Promise<void>;
}

export function lazyOnUse<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyOnUse<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const fetchModule = () => {
    pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return pending;
  };
  const Lazy = lazy(fetchModule);
  function Component(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the module would remount the tree.
    const [Impl] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Impl {...props} />;
  }
  return {
    Component,
    preload: async () => {
      await fetchModule();
    },
  };
}
