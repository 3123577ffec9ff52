// Shopping lists: save the current cart as a named list, list them, load one back into the cart
// (the cart's rules apply: refused lines are reported), delete one.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatCount, formatDate } from '../../domain';
import { profileMessages } from '../../texts/profile';
import { Button, EmptyState, Input, useToast } from '../../ui';
import { useSaveCartAsList, useShoppingLists } from './useShoppingLists';

const s = profileMessages.lists;

export function SaveCartAsList() {
  const toast = useToast();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { saveCartAsList, saving: loading } = useSaveCartAsList();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(s.nameRequired);
      return;
    }
    setError(null);
    try {
      const result = await saveCartAsList(trimmed);
      if (result?.ok) {
        toast.success(s.saved);
        setName('');
      } else setError(result?.errors[0]?.message ?? s.failed);
    } catch (e) {
      console.error(e);
      toast.error(s.failed);
    }
  };
  return (
    <form className="inline-form" onSubmit={(e) => void submit(e)} noValidate data-testid="save-cart-as-list">
      <Input label={s.name} value={name} onChange={(e) => setName(e.target.value)} maxLength={100} error={error} />
      <Button type="submit" loading={loading}>
        {s.saveCart}
      </Button>
    </form>
  );
}

export function ShoppingLists() {
  const toast = useToast();
  const navigate = useNavigate();
  const { lists, loadList: load, deleteList: remove } = useShoppingLists();
  const [pending, setPending] = useState<string | null>(null);

  const loadList = async (id: string) => {
    setPending(`load:${id}`);
    try {
      const payload = await load(id);
      if (payload.errors.length > 0) toast.warning(s.loaded, payload.errors.map((e) => e.message).join(' '));
      else toast.success(s.loaded);
      navigate('/kosik');
    } catch (error) {
      console.error(error);
      toast.error(s.loadFailed);
    } finally {
      setPending(null);
    }
  };

  const deleteList = async (id: string) => {
    setPending(`delete:${id}`);
    try {
      await remove(id);
      toast.success(s.deleted);
    } catch (error) {
      console.error(error);
      toast.error(s.failed);
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="shopping-lists" data-testid="shopping-lists">
      {lists.length === 0 ? (
        <EmptyState title={s.empty} />
      ) : (
        <ul className="shopping-lists__items">
          {lists.map((list) => (
            <li key={list.id} className="shopping-lists__item">
              <div>
                <strong>{list.name}</strong>
                <span className="shopping-lists__meta">
                  {formatDate(list.createdAt)} · {formatCount(list.items.length, [...s.itemsUnit])}
                </span>
              </div>
              <div className="shopping-lists__actions">
                <Button size="sm" variant="primary" loading={pending === `load:${list.id}`} disabled={pending !== null} onClick={() => void loadList(list.id)}>
                  {s.load}
                </Button>
                <Button size="sm" variant="ghost" loading={pending === `delete:${list.id}`} disabled={pending !== null} onClick={() => void deleteList(list.id)}>
                  {s.delete}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <SaveCartAsList />
    </div>
  );
}
