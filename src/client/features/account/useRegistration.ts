// /registrace: the registration mutation with the spec's payload (a new account is always
// _default / B2C, the server decides). The answer becomes the outcome the page shows (spec
// section 8); a failed request throws (its Czech reason is read by the caller).
import { useCallback } from 'react';
import { CURRENCY, DEFAULT_PRICE_GROUP, DEFAULT_PRICES_TYPE, LOCALE, REGION } from '../../domain';
import type { RegistrationData } from '../../../domain/validation';
import { useRegistrationMutation } from '../../../generated/graphql';
import { registrationOutcome, type RegistrationOutcome } from './outcomes';

export interface UseRegistration {
  registerCustomer(data: RegistrationData): Promise<RegistrationOutcome>;
}

export function useRegistration(): UseRegistration {
  const [submitRegistration] = useRegistrationMutation();
  const registerCustomer = useCallback(
    async (data: RegistrationData): Promise<RegistrationOutcome> => {
      const { data: answer } = await submitRegistration({
        variables: {
          input: {
            info: {
              email: data.email,
              password: data.password,
              passwordConfirmation: data.passwordConfirmation,
              contact: data.contact,
              newsletter: data.newsletter,
              agreement: data.agreement,
            },
            deliveryInfo: { contact: data.deliveryContact },
            locale: LOCALE,
            region: REGION,
            userSettings: { currency: CURRENCY, locale: LOCALE, priceGroup: DEFAULT_PRICE_GROUP, pricesType: DEFAULT_PRICES_TYPE },
          },
        },
      });
      return registrationOutcome(answer?.registration);
    },
    [submitRegistration],
  );
  return { registerCustomer };
}
