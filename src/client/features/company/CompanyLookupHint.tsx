// The IČO field's hint while ARES is asked: searching, filled (and which typed fields were kept,
// with a button to take ARES's values anyway), not found or unavailable (type it in). A live
// region, so a screen reader hears that other fields changed.
import { COMPANY_LOOKUP_TEXTS as t } from '../../domain';
import { Button } from '../../ui';
import type { CompanyAutofill } from './useCompanyAutofill';

export function CompanyLookupHint({ autofill, testId }: { autofill: CompanyAutofill; testId?: string }) {
  const { state } = autofill;
  const text =
    state.status === 'loading'
      ? t.loading
      : state.status === 'found'
        ? `${t.filled}${state.kept.length > 0 ? ` ${t.kept}` : ''}`
        : state.status === 'notFound'
          ? t.notFound
          : state.status === 'unavailable'
            ? t.unavailable
            : '';
  return (
    <span className="company-lookup" role="status" data-testid={testId} data-status={state.status}>
      {text}
      {state.status === 'found' && state.kept.length > 0 ? (
        <>
          {' '}
          <Button type="button" variant="ghost" size="sm" onClick={autofill.applyAll} data-testid={testId ? `${testId}-apply-all` : undefined}>
            {t.applyAll}
          </Button>
        </>
      ) : null}
    </span>
  );
}
