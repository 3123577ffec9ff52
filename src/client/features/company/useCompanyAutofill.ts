// Typing a valid IČO (8 digits, right check digit) into a company form asks ARES through
// GET /api/utils/company/{ico} and fills company name, address and DIČ: the empty fields, and
// those an earlier answer filled (a corrected IČO brings the new company), never what the shopper
// typed (src/domain companyFill), and never the field the shopper is in: text typed into a field
// the answer had just filled would join its value ("CZ27082440CZ27082440"). "Použít všechny údaje
// z ARES" then takes the rest on request.
// When ARES does not know the IČO or fails, the hint says so and the fields stay for typing.
import { useCallback, useEffect, useRef, useState } from 'react';
import { COMPANY_FILL_FIELDS, companyFill, lookupCompanyRegNo, type CompanyFill, type CompanyFillField, type CompanyRecord } from '../../domain';
import { useCompanyLookupLazyQuery } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import { FetchError } from '../../apollo/errors';

/** How the hook reaches one contact of a react-hook-form form. */
export interface CompanyForm {
  /** The IČO as typed (watched); '' or undefined for a person. */
  ico: string | undefined;
  /** The contact's current values of the fields ARES fills. */
  read(): Partial<Record<CompanyFillField, string | null | undefined>>;
  write(fill: CompanyFill): void;
  /** The field that has the keyboard focus, if it is one ARES fills. */
  focused(): CompanyFillField | null;
}

/**
 * A CompanyForm from a form's reader and a per-field writer (react-hook-form's getValues/setValue);
 * `path` is the contact's path in the form ("contact", "order"), whose inputs are named "path.field".
 */
export function companyFormOf(
  ico: string | undefined,
  path: string,
  read: () => Partial<Record<CompanyFillField, string | null | undefined>> | null | undefined,
  set: (name: CompanyFillField, value: string) => void,
): CompanyForm {
  return {
    ico,
    read: () => read() ?? {},
    focused() {
      const name = typeof document === 'undefined' ? null : document.activeElement?.getAttribute('name');
      return COMPANY_FILL_FIELDS.find((field) => name === `${path}.${field}`) ?? null;
    },
    write(fill) {
      for (const name of COMPANY_FILL_FIELDS) {
        const value = fill[name];
        if (value !== undefined) set(name, value);
      }
    },
  };
}

export type CompanyLookupState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; company: CompanyRecord; kept: readonly CompanyFillField[] }
  | { status: 'notFound' }
  | { status: 'unavailable' };

export interface CompanyAutofill {
  state: CompanyLookupState;
  /** Takes every company field from ARES, also those the shopper typed. */
  applyAll(): void;
}

function recordOf(data: { companyRegNo: string } & Record<CompanyFillField, string>): CompanyRecord {
  return { ...data, country: 'CZ' };
}

export function useCompanyAutofill(form: CompanyForm | null): CompanyAutofill {
  const [lookup] = useCompanyLookupLazyQuery({ fetchPolicy: COMPONENT_FETCH_POLICY });
  const [state, setState] = useState<CompanyLookupState>({ status: 'idle' });
  const regNo = form?.ico ? lookupCompanyRegNo(form.ico) : null;
  // The latest form callbacks, read when an answer arrives (the form re-renders meanwhile).
  const formRef = useRef(form);
  formRef.current = form;
  const previousFill = useRef<CompanyFill | null>(null);
  // The IČO the form opened with (a saved company) is not looked up: only one the shopper types.
  const asked = useRef<string | null>(regNo);

  const apply = useCallback((company: CompanyRecord, all: boolean) => {
    const current = formRef.current;
    if (!current) return;
    const { fill, kept } = companyFill(current.read(), company, previousFill.current, all);
    const typing = all ? null : current.focused();
    if (typing) delete fill[typing];
    current.write(fill);
    // What the form now holds from ARES: the fields just filled and those already equal to ARES.
    const values = current.read();
    previousFill.current = Object.fromEntries(COMPANY_FILL_FIELDS.filter((f) => (values[f] ?? '').trim() === company[f]).map((f) => [f, company[f]]));
    setState({ status: 'found', company, kept });
  }, []);

  useEffect(() => {
    if (regNo === asked.current) return;
    asked.current = regNo;
    if (!regNo) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'loading' });
    lookup({ variables: { ico: regNo } }).then(
      ({ data, error }) => {
        if (asked.current !== regNo) return;
        const company = data?.companyLookup;
        if (company) apply(recordOf(company), false);
        // apollo-link-rest answers a 404 as a null field, without an error.
        else setState({ status: !error || isNotFound(error) ? 'notFound' : 'unavailable' });
      },
      (error: unknown) => {
        if (asked.current !== regNo) return;
        setState({ status: isNotFound(error) ? 'notFound' : 'unavailable' });
      },
    );
  }, [regNo, lookup, apply]);

  const applyAll = useCallback(() => {
    if (state.status === 'found') apply(state.company, true);
  }, [state, apply]);

  return { state, applyAll };
}

/** A 404 of the look-up (ARES does not know the IČO), also when Apollo wraps the FetchError. */
function isNotFound(error: unknown): boolean {
  if (error instanceof FetchError) return error.status === 404;
  if (typeof error === 'object' && error !== null && 'networkError' in error) return isNotFound(error.networkError);
  return false;
}
