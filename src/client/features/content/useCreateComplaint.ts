// Files a complaint (stored server-side, confirmation e-mails to the customer and the shop).
// Answers the complaint number; an answer without one, or a failure, is an error toast and null.
import { useCallback } from 'react';
import type { ComplaintData } from '../../../domain/validation';
import { useCreateComplaintMutation } from '../../../generated/graphql';
import { complaintMessages } from '../../texts/complaint';
import { useToast } from '../../ui/Toast';

export interface UseCreateComplaint {
  create(input: ComplaintData): Promise<string | null>;
  creating: boolean;
}

export function useCreateComplaint(): UseCreateComplaint {
  const toast = useToast();
  const [createMutation, { loading }] = useCreateComplaintMutation();

  const create = useCallback(
    async (input: ComplaintData): Promise<string | null> => {
      try {
        const { data } = await createMutation({ variables: { input } });
        const number = data?.createComplaint?.complaintNumber;
        if (!number) throw new Error('complaint answered without a number');
        return number;
      } catch (error) {
        console.error(error);
        toast.error(complaintMessages.failure);
        return null;
      }
    },
    [createMutation, toast],
  );

  return { create, creating: loading };
}
