// The product-demand form (lazy chunk: react-hook-form and zod load only when the shopper opens
// it). The domain's productDemandSchema validates here and on the server; the server fixes the
// recipient (the shop's sales mailbox) and the no-reply sender; useProductDemand sends and toasts.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { productDemandSchema, type ProductDemandData, type ProductDemandInput } from '../../../../domain/validation';
import { detailMessages } from '../../../texts/detail';
import { Button } from '../../../ui/Button';
import { Input, Textarea } from '../../../ui/Field';
import { useProductDemand } from './useProductDemand';

const m = detailMessages;

export interface ProductDemandFormProps {
  sku: string;
  productName: string;
  defaultQuantity: number;
  onSent(): void;
}

export default function ProductDemandForm({ sku, productName, defaultQuantity, onSent }: ProductDemandFormProps) {
  const { send, sending } = useProductDemand(sku, productName);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProductDemandInput, unknown, ProductDemandData>({
    resolver: zodResolver(productDemandSchema),
    defaultValues: { sku, name: '', email: '', phone: '', message: '', quantity: defaultQuantity },
  });

  const onSubmit = handleSubmit(async (data) => {
    if (await send(data)) onSent();
  });

  return (
    <form className="form-grid demand-form" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="demand-form">
      <Input label={m.demandName} required autoComplete="name" error={errors.name?.message} {...register('name')} />
      <Input label={m.demandEmail} required type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <Input label={m.demandPhone} type="tel" autoComplete="tel" hint="+420 123 456 789" error={errors.phone?.message} {...register('phone')} />
      <Input label={m.demandQuantity} required inputMode="numeric" error={errors.quantity?.message} {...register('quantity')} />
      <Textarea className="form-grid__full" label={m.demandMessage} error={errors.message?.message} {...register('message')} />
      <div className="form-grid__full">
        <Button type="submit" variant="primary" loading={sending}>
          {m.demandSubmit}
        </Button>
      </div>
    </form>
  );
}
