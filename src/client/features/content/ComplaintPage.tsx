// /reklamace (lazy chunk): react-hook-form with the domain's complaintSchema (the same schema
// validates POST /api/content/complaints), stored server-side, confirmation e-mails to the
// customer and the shop.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { complaintSchema, type ComplaintData, type ComplaintInput } from '../../../domain/validation';
import { messages } from '../../messages';
import { complaintMessages } from '../../texts/complaint';
import { Alert } from '../../ui/Alert';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { Button } from '../../ui/Button';
import { Checkbox, Input, Textarea } from '../../ui/Field';
import { PageMeta } from '../../ui/PageMeta';
import { PageTitle } from '../../ui/PageTitle';
import { useCreateComplaint } from './useCreateComplaint';

const m = complaintMessages;

export function ComplaintPage() {
  const { create, creating } = useCreateComplaint();
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ComplaintInput, unknown, ComplaintData>({
    resolver: zodResolver(complaintSchema),
    defaultValues: { name: '', email: '', phone: '', orderNumber: '', productSku: '', description: '', agreement: false },
  });

  const onSubmit = handleSubmit(async (input) => {
    const number = await create(input);
    if (!number) return;
    setDone(number);
    reset();
  });

  return (
    <section className="page complaint-page">
      <PageTitle name={m.title} />
      <PageMeta canonical="/reklamace" description={m.metaDescription} />
      <Breadcrumbs items={[{ label: messages.content.home, to: '/' }, { label: m.title }]} />
      <h1>{m.title}</h1>
      {done ? (
        <div className="complaint-page__done">
          <Alert tone="success" title={m.success} role="status">
            <p>
              {m.successNumber}: <strong data-testid="complaint-number">{done}</strong>
            </p>
          </Alert>
          <Button onClick={() => setDone(null)}>{m.another}</Button>
        </div>
      ) : (
        <form className="form-grid" noValidate onSubmit={(e) => void onSubmit(e)}>
          <p className="lead form-grid__full">{m.intro}</p>
          <Input label={m.orderNumber} required autoComplete="off" error={errors.orderNumber?.message} {...register('orderNumber')} />
          <Input label={m.productSku} error={errors.productSku?.message} {...register('productSku')} />
          <Textarea className="form-grid__full" label={m.description} required error={errors.description?.message} {...register('description')} />
          <Input label={m.name} required autoComplete="name" error={errors.name?.message} {...register('name')} />
          <Input label={m.email} required type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <Input label={m.phone} type="tel" autoComplete="tel" hint="+420 123 456 789" error={errors.phone?.message} {...register('phone')} />
          <Checkbox
            className="form-grid__full"
            label={
              <>
                {m.agreement} (<Link to="/stranky/ochrana-osobnich-udaju">{messages.newsletter.agreementLink}</Link>)
              </>
            }
            error={errors.agreement?.message}
            {...register('agreement')}
          />
          <div className="form-grid__full">
            <Button type="submit" variant="primary" size="lg" loading={creating}>
              {m.submit}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
