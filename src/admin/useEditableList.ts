// A list edited in a back-office form before it is saved as a whole (banners, navigation items):
// change an entry, move it up or down, remove it, add one at the end.
import { useState } from 'react';

export function useEditableList<T>(initial: () => T[]) {
  const [items, setItems] = useState<T[]>(initial);
  const change = (index: number, patch: Partial<T>) => setItems((all) => all.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const move = (index: number, by: -1 | 1) =>
    setItems((all) => {
      const next = [...all];
      const [item] = next.splice(index, 1);
      if (item !== undefined) next.splice(index + by, 0, item);
      return next;
    });
  const remove = (index: number) => setItems((all) => all.filter((_, i) => i !== index));
  const add = (item: T) => setItems((all) => [...all, item]);
  return { items, setItems, change, move, remove, add };
}
