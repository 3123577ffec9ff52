// One customer (issue 16, item 6): contacts, orders count, loyalty balance, and the price group the
// customer buys at (a B2B customer gets the wholesale group); the change is audit-logged.
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAdminCustomerQuery, useAdminSetCustomerPriceGroupMutation } from '../../generated/admin/operations';
import { ADMIN_CUSTOMER_MESSAGES } from '../../domain/staff';
import { formatNumber } from '../../domain/czech';
import { Alert } from '../../client/ui/Alert';
import { Button } from '../../client/ui/Button';
import { Select } from '../../client/ui/Field';
import { formatDateTime } from '../format';
import { RequireRole } from '../session';

function CustomerDetailPage({ id }: { id: string }) {
  const { data, error, loading } = useAdminCustomerQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const [save, saving] = useAdminSetCustomerPriceGroupMutation();
  const [choice, setChoice] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  if (error) return <Alert tone="danger">{error.message}</Alert>;
  if (!data && loading) return <p role="status">Načítám…</p>;
  const detail = data?.customer;
  if (!detail) {
    return (
      <>
        <h1>Zákazník nenalezen</h1>
        <p>{ADMIN_CUSTOMER_MESSAGES.notFound}</p>
        <Link to="/zakaznici">← Zpět na zákazníky</Link>
      </>
    );
  }
  const { customer } = detail;
  const selected = choice ?? customer.priceGroup.id;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const { data: answer } = await save({ variables: { customerId: customer.id, priceGroupId: selected } });
    const outcome = answer?.setCustomerPriceGroup;
    setNotice(outcome?.ok ? { tone: 'success', text: ADMIN_CUSTOMER_MESSAGES.priceGroupSaved } : { tone: 'danger', text: outcome?.errors[0]?.message ?? 'Cenovou skupinu se nepodařilo uložit.' });
  };

  return (
    <>
      <p>
        <Link to="/zakaznici">← Zpět na zákazníky</Link>
      </p>
      <h1>{customer.name}</h1>
      <dl className="admin-facts">
        <dt>E-mail</dt>
        <dd className="admin-break">{customer.email}</dd>
        <dt>Telefon</dt>
        <dd>{customer.phoneNumber ?? '—'}</dd>
        <dt>Firma</dt>
        <dd>{customer.companyName ?? '—'}</dd>
        <dt>IČO / DIČ</dt>
        <dd>
          {customer.companyRegNo ?? '—'} / {customer.companyTaxNo ?? '—'}
        </dd>
        <dt>Město</dt>
        <dd>{customer.city ?? '—'}</dd>
        <dt>Ceny</dt>
        <dd>{customer.pricesType === 'B2B' ? 'bez DPH (firma)' : 's DPH'}</dd>
        <dt>Registrace</dt>
        <dd>{formatDateTime(customer.createdAt)}</dd>
        <dt>Objednávky</dt>
        <dd>{formatNumber(detail.ordersCount)}</dd>
        <dt>Věrnostní body</dt>
        <dd>{formatNumber(detail.loyaltyPoints)}</dd>
        <dt>Cenová skupina</dt>
        <dd data-testid="admin-customer-price-group">{customer.priceGroup.name}</dd>
      </dl>
      <form className="admin-card" onSubmit={(e) => void submit(e)} aria-labelledby="price-group-heading">
        <h2 id="price-group-heading">Cenová skupina</h2>
        <Select
          label="Zákazník nakupuje za ceny skupiny"
          name="priceGroupId"
          options={(data?.priceGroups ?? []).map((g) => ({ value: g.id, label: g.b2b ? `${g.name} (B2B)` : g.name }))}
          value={selected}
          onChange={(e) => setChoice(e.target.value)}
        />
        <Button type="submit" variant="primary" loading={saving.loading} disabled={selected === customer.priceGroup.id}>
          Uložit cenovou skupinu
        </Button>
        {notice ? (
          <Alert tone={notice.tone} role={notice.tone === 'danger' ? 'alert' : 'status'}>
            {notice.text}
          </Alert>
        ) : null}
      </form>
    </>
  );
}

function CustomerDetailRoute() {
  const { id = '' } = useParams();
  return <CustomerDetailPage key={id} id={id} />;
}

export function Component() {
  return (
    <RequireRole roles={['orders']}>
      <CustomerDetailRoute />
    </RequireRole>
  );
}
