// Add to / remove from / clear the comparison, with the spec's toasts (section 8): added, already
// present (a warning, no second entry), removed, and a generic error.
import { useCallback } from 'react';
import { useCompareClearMutation, useCompareRemoveMutation } from '../../../generated/graphql';
import { messages } from '../../messages';
import { useToast } from '../../ui/Toast';
import { useAddToCompare, useVisitorLists } from './useVisitorLists';

export interface UseCompare {
  compared: readonly string[];
  isCompared(sku: string): boolean;
  add(sku: string): Promise<void>;
  remove(sku: string): Promise<void>;
  clear(): Promise<void>;
}

export function useCompare(): UseCompare {
  const toast = useToast();
  const { compare } = useVisitorLists();
  const add = useAddToCompare();
  const [removeMutation] = useCompareRemoveMutation();
  const [clearMutation] = useCompareClearMutation();

  const remove = useCallback(
    async (sku: string) => {
      try {
        const { data } = await removeMutation({ variables: { sku } });
        if (data?.compare_remove.result === 'removed') toast.success(messages.compare.removed);
        else toast.error(messages.compare.failed);
      } catch (error) {
        console.error(error);
        toast.error(messages.compare.failed);
      }
    },
    [removeMutation, toast],
  );

  const clear = useCallback(async () => {
    try {
      const { data } = await clearMutation();
      if (data) toast.success(messages.compare.cleared);
      else toast.error(messages.compare.failed);
    } catch (error) {
      console.error(error);
      toast.error(messages.compare.failed);
    }
  }, [clearMutation, toast]);

  const isCompared = useCallback((sku: string) => compare.includes(sku), [compare]);
  return { compared: compare, isCompared, add, remove, clear };
}
