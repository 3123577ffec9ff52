// "Pokračovat" to a later step: the server records the step as reached (when the cart allows
// it) and answers with the checkout, so the step guard in the next route loader lets the
// shopper in; a refusal keeps the shopper here with the server's reason.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CHECKOUT_STEP_PATHS, type CheckoutStep } from '../../domain';
import { useCheckoutStepReachedMutation } from '../../../generated/graphql';
import { checkoutMessages } from '../../texts/checkout';
import { useToast } from '../../ui';

export interface StepNavigation {
  goTo(step: CheckoutStep): Promise<boolean>;
  pending: boolean;
}

export function useStepNavigation(checkoutId: string | null): StepNavigation {
  const navigate = useNavigate();
  const toast = useToast();
  const [reach] = useCheckoutStepReachedMutation();
  const [pending, setPending] = useState(false);

  const goTo = useCallback(
    async (step: CheckoutStep): Promise<boolean> => {
      if (!checkoutId) return false;
      setPending(true);
      try {
        const { data } = await reach({ variables: { checkoutId, step } });
        const payload = data?.checkout_step_reached;
        if (!payload?.ok) {
          toast.error(payload?.errors[0]?.message ?? checkoutMessages.stepFailed);
          return false;
        }
        await navigate(CHECKOUT_STEP_PATHS[step]);
        return true;
      } catch (error) {
        console.error(error);
        toast.error(checkoutMessages.stepFailed);
        return false;
      } finally {
        setPending(false);
      }
    },
    [checkoutId, navigate, reach, toast],
  );

  return { goTo, pending };
}
