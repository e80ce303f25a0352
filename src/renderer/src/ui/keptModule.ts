import { lazy, type ComponentType } from 'react';

/** A thenable already settled: React's lazy() takes its value at once instead of suspending. */
function settled<T>(value: T): PromiseLike<T> {
  return {
    then: <R1 = T, R2 = never>(onFulfilled?: ((v: T) => R1 | PromiseLike<R1>) | null) =>
      (onFulfilled ? settled(onFulfilled(value)) : settled(value)) as PromiseLike<R1 | R2>,
  };
}

/**
 * A lazily loaded module that is kept once loaded, and lazy components of its named exports that
 * render without suspending when it is already there (started early: a screen at start-up, the
 * dashboard's charts beside their screen). React 19 holds content that replaces a shown Suspense
 * fallback back until 300 ms after the fallback appeared, so suspending for a loaded chunk costs that.
 */
export function keptModule<M>(load: () => Promise<M>) {
  let loaded: M | undefined;
  const keep = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  return {
    /** Starts (or joins) the load. */
    load: keep,
    /** lazy() of one export; lazy() is typed for a Promise but only calls then() (React's lazyInitializer). */
    lazyExport: <P extends object>(name: keyof M): ComponentType<P> =>
      lazy<ComponentType<P>>(() =>
        loaded
          ? (settled({ default: loaded[name] as ComponentType<P> }) as Promise<{ default: ComponentType<P> }>)
          : keep().then((module) => ({ default: module[name] as ComponentType<P> })),
      ),
  };
}
