// Step 4, /kosik/adresa (lazy chunk with zod): the orderer, invoice and delivery contacts with
// their utilization rules, a live delivery preview (src/domain deliveryPreview), saved in one
// checkout_data_update; the server's per-field refusals land on their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch, type DeepPartial } from 'react-hook-form';
import { deliveryPreviewWithSource, normalizeContact } from '../../domain';
import type { CheckoutDataInput } from '../../../generated/graphql';
import { messages } from '../../messages';
import { cartMessages } from '../../texts/cart';
import { checkoutMessages } from '../../texts/checkout';
import { Alert, Button, ButtonLink, EmptyState, PageTitle, Radio, RadioGroup, Skeleton } from '../../ui';
import {
  DELIVERY_CHOICES,
  addressFormSchema,
  contactFormValues,
  formFieldOf,
  isAddressFormField,
  type AddressFormData,
  type AddressFormInput,
} from './address-form';
import { SavedDeliveryContacts } from './SavedDeliveryContacts';
import { savedContactById, useSavedDeliveryContacts, type SavedDeliveryContact } from './useSavedDeliveryContacts';
import { CheckoutActions } from './CheckoutActions';
import { CheckoutProgress } from './CheckoutProgress';
import { ContactLines } from './ContactLines';
import { ContactFieldset } from './ContactFieldset';
import { useCheckoutDetail, type CartDetail, type CheckoutState } from './useCheckoutDetail';
import { useCheckoutDataUpdate } from './useCheckoutDataUpdate';
import { useStepNavigation } from './useStepNavigation';

const m = checkoutMessages.address;

type WatchedForm = DeepPartial<AddressFormInput> & Pick<AddressFormInput, 'invoiceUtilization' | 'deliveryUtilization'>;

function defaultsOf(checkout: CheckoutState): AddressFormInput {
  const { data } = checkout;
  const invoiceUtilization = data.invoiceInfo.utilization;
  const delivery = data.deliveryInfo.utilization;
  return {
    order: contactFormValues(data.orderInfo.contact),
    invoiceUtilization,
    invoice: contactFormValues(data.invoiceInfo.contact),
    // "customer" (a saved address) only with a chosen contact; otherwise the orderer's address.
    deliveryUtilization: delivery === 'customer' && !data.deliveryInfo.customerContactId ? 'inherit' : delivery,
    delivery: contactFormValues(data.deliveryInfo.contact),
    customerContactId: data.deliveryInfo.customerContactId ?? undefined,
  };
}

function DeliveryPreview({ form, cart, saved }: { form: WatchedForm; cart: CartDetail; saved: readonly SavedDeliveryContact[] }) {
  const pickup = cart.shippingMethod?.personalPickup ? cart.shippingMethod.pickupPlace : null;
  if (pickup) {
    return (
      <div className="delivery-preview" data-testid="delivery-preview" data-source="personalPickup">
        <p>{m.previewPickup}</p>
        <address className="contact-lines">
          <strong>{pickup.name}</strong>
          <span>{pickup.address}</span>
        </address>
      </div>
    );
  }
  const preview = deliveryPreviewWithSource({
    orderInfo: { contact: normalizeContact(form.order ?? null), utilization: 'assigned' },
    invoiceInfo: { contact: form.invoice ? normalizeContact(form.invoice) : null, utilization: form.invoiceUtilization },
    deliveryInfo: {
      contact: form.delivery ? normalizeContact(form.delivery) : null,
      utilization: form.deliveryUtilization,
      customerContact: savedContactById(saved, form.customerContactId),
    },
  });
  return (
    <div className="delivery-preview" data-testid="delivery-preview" data-source={preview.source}>
      <p>{m.preview}</p>
      {preview.contact && preview.contact.street ? <ContactLines contact={preview.contact} /> : <p>{m.previewNone}</p>}
    </div>
  );
}

function AddressForm({ checkout, cart, checkoutId }: { checkout: CheckoutState; cart: CartDetail; checkoutId: string | null }) {
  const steps = useStepNavigation(checkoutId);
  const { saveData } = useCheckoutDataUpdate(checkoutId);
  const defaultValues = useMemo(() => defaultsOf(checkout), [checkout]);
  const saved = useSavedDeliveryContacts();
  const {
    register,
    handleSubmit,
    control,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting, submitCount, isValid },
  } = useForm<AddressFormInput, unknown, AddressFormData>({
    resolver: zodResolver(addressFormSchema),
    defaultValues,
    // Hidden fieldsets (inherited contacts) drop out of the values, so they are not validated.
    shouldUnregister: true,
    mode: 'onTouched',
  });
  const watched = useWatch({ control });
  const form: WatchedForm = {
    ...watched,
    invoiceUtilization: watched.invoiceUtilization ?? defaultValues.invoiceUtilization,
    deliveryUtilization: watched.deliveryUtilization ?? defaultValues.deliveryUtilization,
  };
  const typeOf = (contact: { contactType?: unknown } | undefined) => normalizeContact({ contactType: typeof contact?.contactType === 'string' ? contact.contactType : null }).contactType;

  const onSubmit = handleSubmit(async (data) => {
    const input: CheckoutDataInput = {
      orderInfo: { utilization: 'assigned', contact: data.order },
      invoiceInfo: data.invoiceUtilization === 'assigned' && data.invoice ? { utilization: 'assigned', contact: data.invoice } : { utilization: 'inherit' },
      deliveryInfo:
        data.deliveryUtilization === 'assigned' && data.delivery
          ? { utilization: 'assigned', contact: data.delivery }
          : data.deliveryUtilization === 'customer' && data.customerContactId
            ? { customerContactId: data.customerContactId }
            : { utilization: data.deliveryUtilization },
    };
    const payload = await saveData(m.failed, input);
    if (!payload) return;
    if (!payload.ok) {
      for (const fieldError of payload.fieldErrors) {
        const path = formFieldOf(fieldError.field);
        if (isAddressFormField(path)) setError(path, { message: fieldError.message });
      }
      return;
    }
    await steps.goTo('summary');
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="address-form" data-testid="address-form">
      <ContactFieldset
          prefix="order"
          companyRegNo={form.order?.companyRegNo}
          getValues={getValues}
          setValue={setValue}
          legend={m.orderContact} contactType={typeOf(form.order)} register={register} errors={errors} withContactDetails />
      <fieldset className="contact-fieldset">
        <legend>{m.invoice}</legend>
        <RadioGroup legend={m.invoice} className="contact-fieldset__utilization">
          {(['inherit', 'assigned'] as const).map((u) => (
            <Radio key={u} value={u} label={m.invoiceUtilizations[u]} {...register('invoiceUtilization')} data-testid={`invoice-${u}`} />
          ))}
        </RadioGroup>
        {form.invoiceUtilization === 'assigned' ? (
          <ContactFieldset
          prefix="invoice"
          companyRegNo={form.invoice?.companyRegNo}
          getValues={getValues}
          setValue={setValue}
          legend={m.invoice} contactType={typeOf(form.invoice)} register={register} errors={errors} withContactDetails={false} />
        ) : null}
      </fieldset>
      <fieldset className="contact-fieldset">
        <legend>{m.delivery}</legend>
        <RadioGroup legend={m.delivery} className="contact-fieldset__utilization">
          {DELIVERY_CHOICES.filter((u) => u !== 'customer' || saved.length > 0).map((u) => (
            <Radio key={u} value={u} label={m.deliveryUtilizations[u]} {...register('deliveryUtilization')} data-testid={`delivery-${u}`} />
          ))}
        </RadioGroup>
        {form.deliveryUtilization === 'customer' && saved.length > 0 ? (
          <SavedDeliveryContacts contacts={saved} field={register('customerContactId')} error={errors.customerContactId?.message} />
        ) : null}
        {form.deliveryUtilization === 'assigned' ? (
          <ContactFieldset
          prefix="delivery"
          companyRegNo={form.delivery?.companyRegNo}
          getValues={getValues}
          setValue={setValue}
          legend={m.delivery} contactType={typeOf(form.delivery)} register={register} errors={errors} withContactDetails={false} />
        ) : null}
      </fieldset>
      <DeliveryPreview form={form} cart={cart} saved={saved} />
      {submitCount > 0 && !isValid && Object.keys(errors).length > 0 ? (
        <Alert tone="danger" role="alert">
          {m.invalid}
        </Alert>
      ) : null}
      <CheckoutActions back={<ButtonLink to="/kosik/dodani">{cartMessages.back}</ButtonLink>}>
        <Button type="submit" variant="primary" size="lg" block loading={isSubmitting || steps.pending} data-testid="checkout-continue">
          {m.save}
        </Button>
      </CheckoutActions>
    </form>
  );
}

export function AddressPage() {
  const { checkoutId, checkout, cart, loading } = useCheckoutDetail();
  return (
    <section className="page checkout-page address-page">
      <PageTitle name={messages.pages.cartAddress} />
      <CheckoutProgress current="address" furthest={checkout?.furthestStep ?? 'address'} />
      <h1>{m.title}</h1>
      {checkout && cart ? (
        // A login on this step loads the customer's contact (orderInfo utilization customer): the
        // form starts again from it, since react-hook-form reads its defaults only once.
        <AddressForm key={`${checkout.id}:${checkout.data.orderInfo.utilization}`} checkout={checkout} cart={cart} checkoutId={checkoutId} />
      ) : loading ? (
        <Skeleton lines={6} />
      ) : (
        <EmptyState title={cartMessages.empty} />
      )}
    </section>
  );
}
