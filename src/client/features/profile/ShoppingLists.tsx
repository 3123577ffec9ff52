// Shopping lists: save the current cart as a named list, list them, load one back into the cart
// (the cart's rules apply: refused lines are reported), delete one.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOCALE, formatCount, formatDate } from '../../domain';
import {
  ShoppingListsDocument,
  useShoppingListCreateMutation,
  useShoppingListDeleteMutation,
  useShoppingListLoadMutation,
  useShoppingListsQuery,
} from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import { useAppContext } from '../../app-context';
import { messages } from '../../messages';
import { Button, EmptyState, Input, useToast } from '../../ui';

const s = messages.profile.lists;
const refetch = { refetchQueries: [{ query: ShoppingListsDocument }], awaitRefetchQueries: true };

export function SaveCartAsList() {
  const { session } = useAppContext();
  const toast = useToast();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [create, { loading }] = useShoppingListCreateMutation(refetch);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(s.nameRequired);
      return;
    }
    setError(null);
    try {
      const checkoutId = await session.ensureCheckoutId();
      const { data } = await create({ variables: { checkoutId, name: trimmed } });
      const result = data?.shopping_list_create;
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
  const { session } = useAppContext();
  const toast = useToast();
  const navigate = useNavigate();
  const { data } = useShoppingListsQuery({ fetchPolicy: COMPONENT_FETCH_POLICY });
  const [load] = useShoppingListLoadMutation();
  const [remove] = useShoppingListDeleteMutation(refetch);
  const [pending, setPending] = useState<string | null>(null);
  const lists = data?.shoppingLists ?? [];

  const loadList = async (id: string) => {
    setPending(`load:${id}`);
    try {
      const checkoutId = await session.ensureCheckoutId();
      const { data: result } = await load({ variables: { checkoutId, locale: LOCALE, id, mode: 'ADD' } });
      const payload = result?.shopping_list_load;
      if (!payload?.cart) throw new Error(payload?.errors[0]?.message ?? 'shopping_list_load failed');
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
      const { data: result } = await remove({ variables: { id } });
      if (!result?.shopping_list_delete.ok) throw new Error('shopping_list_delete failed');
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
