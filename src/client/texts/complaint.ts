// Czech texts of the complaint screens (see src/client/messages.ts): a module of their own, so only the
// chunks that show them load them (issue 14: no route-only texts in a browsing page's first load).

export const complaintMessages = {
  metaDescription: 'Reklamace zboží z e-shopu Čisto online: vyplňte formulář a potvrzení vám pošleme e-mailem.',
  title: 'Reklamace',
  intro: 'Vyplňte formulář, potvrzení vám pošleme e-mailem. Reklamaci vyřídíme nejpozději do 30 dnů.',
  orderNumber: 'Číslo objednávky',
  productSku: 'Kód nebo název produktu',
  description: 'Popis závady',
  name: 'Jméno a příjmení',
  email: 'E-mail',
  phone: 'Telefon',
  agreement: 'Souhlasím se zpracováním osobních údajů pro vyřízení reklamace',
  submit: 'Odeslat reklamaci',
  success: 'Reklamaci jsme přijali. Potvrzení jsme vám poslali e-mailem.',
  successNumber: 'Číslo reklamace',
  failure: 'Reklamaci se nepodařilo odeslat. Zkuste to prosím znovu.',
  another: 'Zadat další reklamaci',
} as const;
