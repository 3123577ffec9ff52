// Staff accounts (admin only): the list, a new member with roles, blocking and unblocking, and
// resetting a lost two-factor app. Every change is in the audit log.
import { useState, type FormEvent } from 'react';
import { useAdminCreateStaffMutation, useAdminStaffMembersQuery, useAdminUpdateStaffMutation, type StaffRole } from '../../generated/admin/operations';
import { STAFF_ROLES, STAFF_ROLE_TEXTS } from '../../domain/staff';
import { Alert } from '../../client/ui/Alert';
import { Button } from '../../client/ui/Button';
import { Checkbox, Input } from '../../client/ui/Field';
import { RequireRole, useMe } from '../session';

type FieldErrors = Record<string, string>;

function StaffPage() {
  const me = useMe();
  const { data, error } = useAdminStaffMembersQuery();
  const [create, creating] = useAdminCreateStaffMutation({ refetchQueries: ['AdminStaffMembers'] });
  const [update] = useAdminUpdateStaffMutation({ refetchQueries: ['AdminStaffMembers'] });
  const [form, setForm] = useState({ email: '', name: '', password: '', roles: [] as StaffRole[] });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const { data: result } = await create({ variables: { input: form } });
    const outcome = result?.createStaff;
    if (outcome?.ok) {
      setErrors({});
      setForm({ email: '', name: '', password: '', roles: [] });
      setNotice(`Pracovník ${outcome.staff?.email ?? ''} byl přidán.`);
    } else {
      setErrors(Object.fromEntries((outcome?.errors ?? []).map((e) => [e.field ?? 'form', e.message])));
    }
  };

  const toggleRole = (role: StaffRole, on: boolean) => setForm((f) => ({ ...f, roles: on ? [...f.roles, role] : f.roles.filter((r) => r !== role) }));

  const act = async (input: { id: string; enabled?: boolean; resetTotp?: boolean }) => {
    const { data: result } = await update({ variables: { input } });
    const outcome = result?.updateStaff;
    setNotice(outcome?.ok ? 'Uloženo.' : (outcome?.errors[0]?.message ?? 'Uložení se nepovedlo.'));
  };

  return (
    <>
      <h1>Pracovníci</h1>
      {error ? <Alert tone="danger">{error.message}</Alert> : null}
      {notice ? <Alert role="status">{notice}</Alert> : null}
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">Pracovníci administrace</caption>
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Jméno</th>
              <th scope="col">Role</th>
              <th scope="col">Dvoufázové ověření</th>
              <th scope="col">Stav</th>
              <th scope="col">Akce</th>
            </tr>
          </thead>
          <tbody>
            {(data?.staffMembers ?? []).map((s) => (
              <tr key={s.id}>
                <td>{s.email}</td>
                <td>{s.name}</td>
                <td>{s.roles.map((r) => STAFF_ROLE_TEXTS[r]).join(', ')}</td>
                <td>{s.totpEnabled ? 'ano' : 'ne'}</td>
                <td>{s.enabled ? 'aktivní' : 'zablokovaný'}</td>
                <td className="admin-actions">
                  {s.id !== me.staff.id ? (
                    <Button type="button" size="sm" onClick={() => void act({ id: s.id, enabled: !s.enabled })}>
                      {s.enabled ? 'Zablokovat' : 'Odblokovat'}
                    </Button>
                  ) : null}
                  {s.totpEnabled ? (
                    <Button type="button" size="sm" onClick={() => void act({ id: s.id, resetTotp: true })}>
                      Zrušit ověřovací aplikaci
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section className="admin-card" aria-labelledby="new-staff">
        <h2 id="new-staff">Nový pracovník</h2>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Input label="E-mail" type="email" required value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} error={errors.email} />
          <Input label="Jméno" required value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} error={errors.name} />
          <Input
            label="Heslo"
            type="password"
            autoComplete="new-password"
            required
            value={form.password}
            onChange={(e) => setForm({ ...form, password: e.target.value })}
            error={errors.password}
          />
          <fieldset className="admin-fieldset">
            <legend>Role</legend>
            {STAFF_ROLES.map((role) => (
              <Checkbox key={role} label={STAFF_ROLE_TEXTS[role]} checked={form.roles.includes(role)} onChange={(e) => toggleRole(role, e.target.checked)} />
            ))}
            {errors.roles ? (
              <p className="field__error" role="alert">
                {errors.roles}
              </p>
            ) : null}
          </fieldset>
          <Button type="submit" variant="primary" disabled={creating.loading}>
            Přidat pracovníka
          </Button>
        </form>
      </section>
    </>
  );
}

export function Component() {
  return (
    <RequireRole roles={['admin']}>
      <StaffPage />
    </RequireRole>
  );
}
