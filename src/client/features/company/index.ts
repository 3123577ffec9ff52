// The company feature's public API: filling company forms from ARES by IČO (registration,
// checkout address step, profile).
export { CompanyLookupHint } from './CompanyLookupHint';
export { companyFormOf, useCompanyAutofill, type CompanyAutofill, type CompanyForm, type CompanyLookupState } from './useCompanyAutofill';
