// Share cart by e-mail (lazy chunk: the form brings zod). Validated with the domain's
// shareCartSchema, the same one the server applies; success names the recipient, failure asks
// to retry (spec section 8); the server's per-field refusals land on their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SHARE_CART_TOASTS, shareCartSentMessage } from '../../../domain/purchase';
import { shareCartSchema, type ShareCartData, type ShareCartInput } from '../../../domain/validation';
import { cartMessages } from '../../texts/cart';
import { checkoutMessages } from '../../texts/checkout';
import { Button, Dialog, DialogClose, Input, Textarea, useToast } from '../../ui';
import { useShareCart } from './useShareCart';

const m = checkoutMessages.share;
const FIELDS = ['customerName', 'customerEmail', 'to', 'message'] as const satisfies readonly (keyof ShareCartInput)[];

function isShareField(field: string): field is (typeof FIELDS)[number] {
  return FIELDS.some((f) => f === field);
}

export function ShareCartDialog({ checkoutId, open, onOpenChange }: { checkoutId: string | null; open: boolean; onOpenChange(open: boolean): void }) {
  const toast = useToast();
  const { shareCart, sharing: loading } = useShareCart();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ShareCartInput, unknown, ShareCartData>({
    resolver: zodResolver(shareCartSchema),
    defaultValues: { customerName: '', customerEmail: '', to: '', message: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    if (!checkoutId) return;
    try {
      const result = await shareCart(checkoutId, input);
      if (result?.ok) {
        toast.success(shareCartSentMessage(input.to));
        onOpenChange(false);
        return;
      }
      for (const fieldError of result?.fieldErrors ?? []) {
        if (isShareField(fieldError.field)) setError(fieldError.field, { message: fieldError.message });
      }
      toast.error(SHARE_CART_TOASTS.failed, result?.errors[0]?.message);
    } catch (error) {
      console.error(error);
      toast.error(SHARE_CART_TOASTS.failed);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.title}
      description={m.description}
      footer={
        <>
          <DialogClose asChild>
            <Button>{cartMessages.cancel}</Button>
          </DialogClose>
          <Button variant="primary" type="submit" form="share-cart-form" loading={loading} data-testid="share-cart-submit">
            {m.submit}
          </Button>
        </>
      }
    >
      <form id="share-cart-form" onSubmit={(e) => void onSubmit(e)} noValidate className="form-grid">
        <Input label={m.customerName} required autoComplete="name" {...register('customerName')} error={errors.customerName?.message} />
        <Input label={m.customerEmail} required type="email" autoComplete="email" {...register('customerEmail')} error={errors.customerEmail?.message} />
        <Input label={m.to} required type="email" {...register('to')} error={errors.to?.message} />
        <Textarea label={m.message} rows={3} {...register('message')} error={errors.message?.message} />
      </form>
    </Dialog>
  );
}
