// The filter form and paging of a back-office list, kept in the address (?hledat=…&strana=2): a
// draft of the form's fields (named as their query parameters), applied on submit from page 1.
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';

export function useListFilter<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('strana')) || 1);
  const [draft, setDraft] = useState(() => Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const key of keys) if (draft[key].trim() !== '') next.set(key, draft[key].trim());
    setParams(next);
  };
  const goTo = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('strana', String(n));
    setParams(next);
  };
  return { params, page, draft, setDraft, apply, goTo };
}
