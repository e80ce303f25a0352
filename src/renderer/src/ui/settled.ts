/**
 * A thenable already settled: React's lazy() takes its value at once instead of suspending. For a
 * lazy part whose chunk is already loaded: React 19 holds content that replaces a shown fallback
 * back until 300 ms after the fallback appeared, so suspending for a loaded chunk costs that much.
 */
export function settled<T>(value: T): PromiseLike<T> {
  return {
    then: <R1 = T, R2 = never>(onFulfilled?: ((v: T) => R1 | PromiseLike<R1>) | null) =>
      (onFulfilled ? settled(onFulfilled(value)) : settled(value)) as PromiseLike<R1 | R2>,
  };
}
