/** The value `store` keeps under `key`, made by `create` the first time it is asked for. */
export function keptIn<K, V>(store: { get(key: K): V | undefined; set(key: K, value: V): unknown }, key: K, create: () => V): V {
  const kept = store.get(key);
  if (kept !== undefined) return kept;
  const made = create();
  store.set(key, made);
  return made;
}
