// /profil/osobni-udaje (lazy chunk with zod): the customer's own contact (orderer and invoice
// data; e-mail and phone required, as at registration) and newsletter, and the password change
// (which logs out the customer's other sessions). The login e-mail does not change here.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { CONTACT_TEXT_FIELDS, parseContactType } from '../../domain';
import { MESSAGES, checkoutContactSchema, passwordSchema, requiredString } from '../../../domain/validation';
import { messages } from '../../messages';
import { accountMessages } from '../../texts/account';
import { profileMessages } from '../../texts/profile';
import { Alert, Button, Card, Checkbox, Input, PageTitle, Skeleton, useToast } from '../../ui';
import { ContactFields, type ContactFieldName } from '../account';
import { companyFormOf } from '../company';
import { contactValues, refusalText } from './contact-form';
import { useCustomer, type CustomerData } from './useCustomer';
import { useCustomerAccount } from './useCustomerAccount';

const a = profileMessages.account;

const detailsSchema = z.object({ contact: checkoutContactSchema, newsletter: z.boolean() });
type DetailsInput = z.input<typeof detailsSchema>;
type DetailsData = z.output<typeof detailsSchema>;

const passwordFormSchema = z
  .object({ currentPassword: requiredString(), newPassword: passwordSchema, newPasswordConfirmation: z.string().trim() })
  .refine((d) => d.newPassword === d.newPasswordConfirmation, { error: MESSAGES.passwordMismatch, path: ['newPasswordConfirmation'] });
type PasswordInput = z.input<typeof passwordFormSchema>;
type PasswordData = z.output<typeof passwordFormSchema>;

const CONTACT_FIELD_NAMES: ReadonlySet<string> = new Set<ContactFieldName>([...CONTACT_TEXT_FIELDS, 'contactType', 'country']);

function isContactFieldName(name: string): name is ContactFieldName {
  return CONTACT_FIELD_NAMES.has(name);
}

function fieldMessage(errors: FieldErrors<DetailsInput>['contact'], name: ContactFieldName): string | undefined {
  const entry: unknown = errors ? Reflect.get(errors, name) : undefined;
  const message: unknown = typeof entry === 'object' && entry !== null ? Reflect.get(entry, 'message') : undefined;
  return typeof message === 'string' ? message : undefined;
}

function DetailsForm({ customer }: { customer: CustomerData }) {
  const toast = useToast();
  const { updateDetails } = useCustomerAccount();
  const [problem, setProblem] = useState<string | null>(null);
  const defaultValues = useMemo<DetailsInput>(() => ({ contact: contactValues(customer.contact), newsletter: customer.newsletter }), [customer]);
  const {
    register,
    handleSubmit,
    control,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<DetailsInput, unknown, DetailsData>({ resolver: zodResolver(detailsSchema), defaultValues, mode: 'onTouched' });
  const contactType = parseContactType(useWatch({ control, name: 'contact.contactType' }));
  const companyRegNo = useWatch({ control, name: 'contact.companyRegNo' });
  const company = companyFormOf(
    companyRegNo,
    'contact',
    () => getValues('contact'),
    (name, value) => setValue(`contact.${name}`, value, { shouldDirty: true, shouldValidate: true }),
  );

  const onSubmit = handleSubmit(async (data) => {
    setProblem(null);
    try {
      const payload = await updateDetails({ contact: data.contact, newsletter: data.newsletter });
      if (payload?.ok) {
        toast.success(a.saved);
        return;
      }
      for (const fieldError of payload?.fieldErrors ?? []) {
        const name = fieldError.field.replace(/^contact\./, '');
        if (isContactFieldName(name)) setError(`contact.${name}`, { message: fieldError.message });
      }
      setProblem(refusalText(payload?.errors ?? [], a.failed));
    } catch (error) {
      console.error(error);
      toast.error(a.failed);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="account-form" data-testid="account-details-form">
      {problem ? (
        <Alert tone="danger" role="alert">
          {problem}
        </Alert>
      ) : null}
      <p>
        {a.loginEmail}: <strong>{customer.email}</strong>
      </p>
      <ContactFields
        field={(name) => register(`contact.${name}`)}
        error={(name) => fieldMessage(errors.contact, name)}
        contactType={contactType}
        withPhone
        withEmail
        testId="account-contact" company={company}
      />
      <Checkbox label={a.newsletter} {...register('newsletter')} />
      <Button type="submit" variant="primary" loading={isSubmitting} data-testid="account-details-save">
        {a.save}
      </Button>
    </form>
  );
}

function PasswordForm() {
  const toast = useToast();
  const { changePassword } = useCustomerAccount();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordInput, unknown, PasswordData>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', newPasswordConfirmation: '' },
  });

  const onSubmit = handleSubmit(async (data) => {
    setProblem(null);
    try {
      const payload = await changePassword(data);
      if (payload?.ok) {
        toast.success(a.passwordChanged);
        reset();
        return;
      }
      const errorsList = payload?.errors ?? [];
      if (errorsList.some((e) => e.code === 'WRONG_PASSWORD')) setError('currentPassword', { message: refusalText(errorsList, a.failed) });
      for (const fieldError of payload?.fieldErrors ?? []) {
        if (fieldError.field === 'newPassword' || fieldError.field === 'newPasswordConfirmation' || fieldError.field === 'currentPassword') {
          setError(fieldError.field, { message: fieldError.message });
        }
      }
      setProblem(refusalText(errorsList, a.failed));
    } catch (error) {
      console.error(error);
      toast.error(a.failed);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="account-form" data-testid="password-change-form">
      {problem ? (
        <Alert tone="danger" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Input label={a.currentPassword} type="password" autoComplete="current-password" required {...register('currentPassword')} error={errors.currentPassword?.message} />
      <Input
        label={a.newPassword}
        type="password"
        autoComplete="new-password"
        required
        hint={accountMessages.registration.passwordHint}
        {...register('newPassword')}
        error={errors.newPassword?.message}
      />
      <Input
        label={a.newPasswordConfirmation}
        type="password"
        autoComplete="new-password"
        required
        {...register('newPasswordConfirmation')}
        error={errors.newPasswordConfirmation?.message}
      />
      <Button type="submit" loading={isSubmitting} data-testid="password-change-save">
        {a.changePassword}
      </Button>
    </form>
  );
}

export function ProfileAccountPage() {
  const { customer } = useCustomer();
  return (
    <section className="profile-page">
      <PageTitle name={messages.pages.profileAccount} />
      <h1>{messages.pages.profileAccount}</h1>
      {customer ? (
        <>
          <Card>
            <h2>{a.contact}</h2>
            <DetailsForm key={customer.id} customer={customer} />
          </Card>
          <Card>
            <h2>{a.password}</h2>
            <PasswordForm />
          </Card>
        </>
      ) : (
        <Skeleton lines={6} />
      )}
    </section>
  );
}
