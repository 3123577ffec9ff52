// The "Hlídat dostupnost" form (lazy chunk): the domain's stockWatchSchema validates here and on
// the server; the server's field messages and refusals (in stock, rate limit) show in the form.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { STOCK_WATCH_TEXTS } from '../../../domain/stock-watch';
import { stockWatchSchema, type StockWatchData, type StockWatchInput } from '../../../domain/validation';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { useStockWatchSubscribe, useWatcherEmail } from './useStockWatch';

const t = STOCK_WATCH_TEXTS;

export interface StockWatchFormProps {
  sku: string;
  onDone(): void;
}

export default function StockWatchForm({ sku, onDone }: StockWatchFormProps) {
  const email = useWatcherEmail();
  const toast = useToast();
  const { subscribe, sending } = useStockWatchSubscribe();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<StockWatchInput, unknown, StockWatchData>({
    resolver: zodResolver(stockWatchSchema),
    defaultValues: { sku, email, quantity: '' },
  });

  const onSubmit = handleSubmit(async (data) => {
    setRefusal(null);
    const outcome = await subscribe({ sku, email: data.email, quantity: data.quantity });
    if (outcome.ok) {
      toast.success(t.subscribed);
      onDone();
      return;
    }
    for (const fieldError of outcome.fieldErrors) {
      if (fieldError.field === 'email' || fieldError.field === 'quantity') setError(fieldError.field, { message: fieldError.message });
    }
    setRefusal(outcome.message);
  });

  return (
    <form className="form-grid stock-watch-form" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="stock-watch-form">
      {refusal ? (
        <Alert className="form-grid__full" tone="danger" role="alert">
          {refusal}
        </Alert>
      ) : null}
      <Input label={t.email} required type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <Input label={t.quantity} inputMode="numeric" hint={t.quantityHint} error={errors.quantity?.message} {...register('quantity')} />
      <p className="form-grid__full field__hint">{t.lifetime}</p>
      <div className="form-grid__full">
        <Button type="submit" variant="primary" loading={sending} data-testid="stock-watch-submit">
          {t.submit}
        </Button>
      </div>
    </form>
  );
}
