// Remove from / clear the comparison, with the spec's toasts (section 8): removed, cleared, and a
// generic error. Adding lives with the lists' one watch (useAddToCompare in useVisitorLists.ts).
import { useCallback } from 'react';
import { useCompareClearMutation, useCompareRemoveMutation } from '../../../generated/graphql';
import { messages } from '../../messages';
import { useToast } from '../../ui/Toast';

export interface UseCompare {
  remove(sku: string): Promise<void>;
  clear(): Promise<void>;
}

export function useCompare(): UseCompare {
  const toast = useToast();
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

  return { remove, clear };
}
