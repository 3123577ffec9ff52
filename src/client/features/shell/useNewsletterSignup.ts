// Saves a validated newsletter sign-up: a success toast, or (no ok, or a failure) an error toast.
// Answers whether it was saved.
import { useCallback } from 'react';
import { useSaveNewsletterEmailMutation } from '../../../generated/graphql';
import { messages } from '../../messages';
import { useToast } from '../../ui/Toast';

export interface NewsletterSignup {
  email: string;
  agreement: boolean;
}

export interface UseNewsletterSignup {
  save(input: NewsletterSignup): Promise<boolean>;
  saving: boolean;
}

export function useNewsletterSignup(): UseNewsletterSignup {
  const toast = useToast();
  const [saveMutation, { loading }] = useSaveNewsletterEmailMutation();
  const save = useCallback(
    async (input: NewsletterSignup): Promise<boolean> => {
      try {
        const { data } = await saveMutation({ variables: { input } });
        if (!data?.saveNewsletterEmail?.ok) throw new Error('save-newsletter-email answered without ok');
        toast.success(messages.newsletter.success);
        return true;
      } catch (error) {
        console.error(error);
        toast.error(messages.newsletter.failure);
        return false;
      }
    },
    [saveMutation, toast],
  );
  return { save, saving: loading };
}
