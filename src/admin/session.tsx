// The signed-in staff member for every admin page (the AdminMe query), and the access check of a
// page by role: a page the member may not use says so instead of failing its queries.
import { createContext, useContext, type ReactNode } from 'react';
import type { MeFieldsFragment } from '../generated/admin/operations';
import { staffMay, type StaffRole } from '../domain/staff';
import { Alert } from '../client/ui/Alert';

const MeContext = createContext<MeFieldsFragment | null>(null);

export const MeProvider = MeContext.Provider;

export function useMe(): MeFieldsFragment {
  const me = useContext(MeContext);
  if (!me) throw new Error('useMe outside the signed-in layout');
  return me;
}

/** Renders the page only for the given roles (admin always); otherwise an explicit "no access". */
export function RequireRole({ roles, children }: { roles: readonly StaffRole[]; children: ReactNode }) {
  const me = useMe();
  if (!staffMay(me.staff.roles, roles)) {
    return (
      <Alert tone="warning" title="Bez oprávnění">
        K této části administrace nemáte přístup. Požádejte správce o přidělení role.
      </Alert>
    );
  }
  return <>{children}</>;
}
