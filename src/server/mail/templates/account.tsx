// E-mails about the customer account. passwordRenew carries a one-time reset link only:
// the shop never e-mails a password, so the props have no field that could hold one.

import { czechPlural } from '../format';
import { Button, Heading, P, useShop } from './Layout';
import type { MailTemplate } from './types';

export type PasswordRenewProps = {
  name: string;
  /** One-time link to the "set a new password" page. */
  resetUrl: string;
  validMinutes: number;
};

export const passwordRenew: MailTemplate<PasswordRenewProps> = {
  subject: (_props, shop) => `Obnovení hesla – ${shop.name}`,
  Body: function PasswordRenew({ name, resetUrl, validMinutes }) {
    const shop = useShop();
    return (
      <>
        <Heading>Obnovení hesla</Heading>
        <P>Dobrý den,</P>
        <P>
          obdrželi jsme žádost o obnovení hesla k zákaznickému účtu <strong>{name}</strong> v obchodě {shop.name}. Nové heslo
          si nastavíte na stránce, kterou otevře tlačítko níže.
        </P>
        <Button href={resetUrl}>Nastavit nové heslo</Button>
        <P>
          Odkaz platí {validMinutes} {czechPlural(validMinutes, ['minutu', 'minuty', 'minut'])} a lze jej použít jen jednou.
        </P>
        <P muted>Pokud jste o obnovení hesla nežádali, tento e-mail ignorujte; vaše heslo zůstává beze změny.</P>
      </>
    );
  },
};

export type RegistrationProps = {
  name: string;
  loginUrl: string;
};

export const registration: MailTemplate<RegistrationProps> = {
  subject: (_props, shop) => `Vítejte v obchodě ${shop.name}`,
  Body: function Registration({ name, loginUrl }) {
    const shop = useShop();
    return (
      <>
        <Heading>Děkujeme za registraci</Heading>
        <P>Dobrý den,</P>
        <P>
          váš zákaznický účet <strong>{name}</strong> v obchodě {shop.name} je připraven. Po přihlášení uvidíte své
          objednávky, uložené adresy a věrnostní body.
        </P>
        <Button href={loginUrl}>Přihlásit se</Button>
      </>
    );
  },
};
