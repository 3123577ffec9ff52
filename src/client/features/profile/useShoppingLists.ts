// The customer's shopping lists: the list itself, loading one into the cart (mode ADD, the
// cart's rules apply), deleting one, and saving the current cart as a new list. Creating and
// deleting refetch the lists before they resolve. Every action throws when its request fails.
import { useCallback } from 'react';
import { LOCALE } from '../../domain';
import {
  ShoppingListsDocument,
  useShoppingListCreateMutation,
  useShoppingListDeleteMutation,
  useShoppingListLoadMutation,
  useShoppingListsQuery,
  type ShoppingListCreateMutation,
  type ShoppingListLoadMutation,
  type ShoppingListsQuery,
} from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import { useAppContext } from '../../app-context';
import { useCartChange } from '../cart';

const refetch = { refetchQueries: [{ query: ShoppingListsDocument }], awaitRefetchQueries: true };

export type ShoppingList = ShoppingListsQuery['shoppingLists'][number];
export type ShoppingListLoadAnswer = ShoppingListLoadMutation['shopping_list_load'];
export type ShoppingListCreateAnswer = ShoppingListCreateMutation['shopping_list_create'];

export interface UseShoppingLists {
  lists: readonly ShoppingList[];
  /** Loads a list into the visitor's cart; throws unless the answer carries the cart. */
  loadList(id: string): Promise<ShoppingListLoadAnswer>;
  /** Deletes a list; throws unless the server confirms it. */
  deleteList(id: string): Promise<void>;
}

export function useShoppingLists(): UseShoppingLists {
  const { run } = useCartChange();
  const { data } = useShoppingListsQuery({ fetchPolicy: COMPONENT_FETCH_POLICY });
  const [load] = useShoppingListLoadMutation();
  const [remove] = useShoppingListDeleteMutation(refetch);

  const loadList = useCallback(
    async (id: string): Promise<ShoppingListLoadAnswer> => {
      // The one cart-change path: the visitor's checkout and the freshness stamp.
      const outcome = await run(async (checkoutId) => {
        const { data: result } = await load({ variables: { checkoutId, locale: LOCALE, id, mode: 'ADD' } });
        return result?.shopping_list_load;
      });
      const payload = outcome.payload;
      if (!payload?.cart) throw new Error(payload?.errors[0]?.message ?? 'shopping_list_load failed');
      return payload;
    },
    [load, run],
  );

  const deleteList = useCallback(
    async (id: string): Promise<void> => {
      const { data: result } = await remove({ variables: { id } });
      if (!result?.shopping_list_delete.ok) throw new Error('shopping_list_delete failed');
    },
    [remove],
  );

  return { lists: data?.shoppingLists ?? [], loadList, deleteList };
}

export interface UseSaveCartAsList {
  /** The server's answer (null when it answered nothing). */
  saveCartAsList(name: string): Promise<ShoppingListCreateAnswer | null>;
  saving: boolean;
}

export function useSaveCartAsList(): UseSaveCartAsList {
  const { session } = useAppContext();
  const [create, { loading }] = useShoppingListCreateMutation(refetch);
  const saveCartAsList = useCallback(
    async (name: string): Promise<ShoppingListCreateAnswer | null> => {
      const checkoutId = await session.ensureCheckoutId();
      const { data } = await create({ variables: { checkoutId, name } });
      return data?.shopping_list_create ?? null;
    },
    [create, session],
  );
  return { saveCartAsList, saving: loading };
}
