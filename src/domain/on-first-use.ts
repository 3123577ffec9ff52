/**
 * `make()`'s value, made on the first call and kept: for what costs to build (an Intl formatter
 * loads locale and time-zone data) and would otherwise be built when its module loads, in the
 * first-load task of every page whether the page uses it or not.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
