// /registrace (lazy chunk with zod): person or company (IČO, DIČ validated), e-mail, phone,
// password (≥ 8 characters, not a common one), an optional separate delivery address,
// newsletter, agreement. POST /api/auth/registration with the spec's payload; a new account is
// always _default / B2C (the server decides). Outcomes: spec section 8.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { emptyContact, parseContactType } from '../../domain';
import { registrationSchema, type RegistrationData, type RegistrationInput as RegistrationForm } from '../../../domain/validation';
import { useSessionSnapshot } from '../../app-context';
import { messages } from '../../messages';
import { accountMessages } from '../../texts/account';
import { Alert, Button, ButtonLink, Checkbox, Input, PageMeta, PageTitle, Radio, RadioGroup } from '../../ui';
import { companyFormOf } from '../company';
import { useAccount } from './AccountProvider';
import { apiErrorMessage } from './api-errors';
import { ContactFields, type ContactFieldName } from './ContactFields';
import type { RegistrationOutcome } from './outcomes';
import { useRegistration } from './useRegistration';

const r = accountMessages.registration;

type ContactErrors = FieldErrors<RegistrationForm>['contact'];

function contactError(errors: ContactErrors | FieldErrors<RegistrationForm>['deliveryContact'], name: ContactFieldName): string | undefined {
  const entry: unknown = errors ? Reflect.get(errors, name) : undefined;
  const message: unknown = typeof entry === 'object' && entry !== null ? Reflect.get(entry, 'message') : undefined;
  return typeof message === 'string' ? message : undefined;
}

const DEFAULTS: RegistrationForm = {
  email: '',
  password: '',
  passwordConfirmation: '',
  contact: emptyContact(),
  deliveryContact: null,
  newsletter: false,
  agreement: false,
};

function RegistrationForm({ onDone }: { onDone(outcome: Extract<RegistrationOutcome, { kind: 'success' }>): void }) {
  const { registerCustomer } = useRegistration();
  const [separateDelivery, setSeparateDelivery] = useState(false);
  const [problem, setProblem] = useState<{ tone: 'warning' | 'danger'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationForm, unknown, RegistrationData>({ resolver: zodResolver(registrationSchema), defaultValues: DEFAULTS, mode: 'onTouched' });
  const email = useWatch({ control, name: 'email' });
  const contactType = parseContactType(useWatch({ control, name: 'contact.contactType' }));
  const deliveryType = parseContactType(useWatch({ control, name: 'deliveryContact.contactType' }));
  const contactRegNo = useWatch({ control, name: 'contact.companyRegNo' });
  const deliveryRegNo = useWatch({ control, name: 'deliveryContact.companyRegNo' });
  const filled = { shouldDirty: true, shouldValidate: true } as const;

  // The login e-mail is also the contact's e-mail (the spec's payload carries both).
  useEffect(() => setValue('contact.emailAddress', email ?? ''), [email, setValue]);
  useEffect(() => setValue('deliveryContact', separateDelivery ? emptyContact() : null), [separateDelivery, setValue]);

  const onSubmit = handleSubmit(async (data) => {
    setProblem(null);
    try {
      const outcome = await registerCustomer(data);
      if (outcome.kind === 'success') onDone(outcome);
      else if (outcome.kind === 'duplicate') {
        setError('email', { message: outcome.field });
        setProblem({ tone: 'warning', text: outcome.message });
      } else setProblem({ tone: 'danger', text: outcome.message });
    } catch (error) {
      console.error(error);
      setProblem({ tone: 'danger', text: apiErrorMessage(error) ?? r.failed });
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="account-form registration-form" data-testid="registration-form">
      {problem ? (
        <Alert tone={problem.tone} role="alert">
          {problem.text}
        </Alert>
      ) : null}
      <fieldset className="contact-fieldset">
        <legend>{r.credentials}</legend>
        <div className="form-grid">
          <Input label={r.email} type="email" autoComplete="email" required {...register('email')} error={errors.email?.message} />
          <Input label={r.password} type="password" autoComplete="new-password" required hint={r.passwordHint} {...register('password')} error={errors.password?.message} />
          <Input
            label={r.passwordConfirmation}
            type="password"
            autoComplete="new-password"
            required
            {...register('passwordConfirmation')}
            error={errors.passwordConfirmation?.message}
          />
        </div>
      </fieldset>
      <fieldset className="contact-fieldset">
        <legend>{r.contact}</legend>
        <ContactFields
          field={(name) => register(`contact.${name}`)}
          error={(name) => contactError(errors.contact, name)}
          contactType={contactType}
          withPhone
          testId="registration-contact"
          company={companyFormOf(
            contactRegNo,
            'contact',
            () => getValues('contact'),
            (name, value) => setValue(`contact.${name}`, value, filled),
          )}
        />
      </fieldset>
      <fieldset className="contact-fieldset">
        <legend>{r.delivery}</legend>
        <RadioGroup legend={r.delivery}>
          <Radio name="delivery-choice" value="same" label={r.deliverySame} checked={!separateDelivery} onChange={() => setSeparateDelivery(false)} />
          <Radio name="delivery-choice" value="other" label={r.deliveryOther} checked={separateDelivery} onChange={() => setSeparateDelivery(true)} data-testid="registration-delivery-other" />
        </RadioGroup>
        {separateDelivery ? (
          <ContactFields
            field={(name) => register(`deliveryContact.${name}`)}
            error={(name) => contactError(errors.deliveryContact, name)}
            contactType={deliveryType}
            testId="registration-delivery"
            company={companyFormOf(
              deliveryRegNo ?? undefined,
              'deliveryContact',
              () => getValues('deliveryContact'),
              (name, value) => setValue(`deliveryContact.${name}`, value, filled),
            )}
          />
        ) : null}
      </fieldset>
      <Checkbox label={r.newsletter} {...register('newsletter')} />
      <Checkbox label={r.agreement} required {...register('agreement')} error={errors.agreement?.message} data-testid="registration-agreement" />
      {Object.keys(errors).length > 0 && !problem ? (
        <Alert tone="danger" role="alert">
          {r.invalid}
        </Alert>
      ) : null}
      <Button type="submit" variant="primary" size="lg" loading={isSubmitting} data-testid="registration-submit">
        {r.submit}
      </Button>
    </form>
  );
}

export function RegistrationPage() {
  const { customer } = useSessionSnapshot();
  const account = useAccount();
  const [done, setDone] = useState<Extract<RegistrationOutcome, { kind: 'success' }> | null>(null);
  return (
    <section className="page account-page registration-page">
      <PageTitle name={messages.pages.registration} />
      <PageMeta canonical="/registrace" description={r.metaDescription} />
      <h1>{r.title}</h1>
      {done ? (
        <div className="account-result" data-testid="registration-success">
          <Alert tone="success" role="status">
            {done.message}
          </Alert>
          {done.warnings.map((warning) => (
            <Alert key={warning} tone="warning" role="alert">
              {warning}
            </Alert>
          ))}
          <Button variant="primary" onClick={() => account.openLogin('/profil')} data-testid="registration-login">
            {r.login}
          </Button>
        </div>
      ) : customer ? (
        <Alert tone="info" role="status">
          {r.loggedIn} <ButtonLink to="/profil">{r.toProfile}</ButtonLink>
        </Alert>
      ) : (
        <>
          <p className="lead">{r.intro}</p>
          <RegistrationForm onDone={setDone} />
        </>
      )}
    </section>
  );
}
