// Czech texts of the club screens (see src/client/messages.ts): a module of their own, so only the
// chunks that show them load them (issue 14: no route-only texts in a browsing page's first load).

export const clubMessages = {
  metaDescription: 'Klub Čisto: za každých 10 Kč nákupu jeden bod, body vyměníte za dárky v košíku.',
  title: 'Klub Čisto',
  intro: 'Za každý nákup v e-shopu i v showroomech sbírejte body a vyměňte je za dárky.',
  howItWorks: 'Jak to funguje',
  steps: [
    'Zaregistrujte se a nakupujte přihlášení.',
    'Za každých celých 10 Kč nákupu s DPH získáte 1 bod.',
    'Body vyměníte za dárek v druhém kroku košíku.',
  ],
  rewards: 'Odměny',
  rewardsIntro: 'Dárky, které můžete za body získat. Vyberete si je v košíku při dalším nákupu.',
  points: 'Moje body',
  pointsIntro: 'Přehled vašich bodů uvidíte po přihlášení.',
  pointsLoggedOut: 'Pro zobrazení bodů se přihlaste nebo zaregistrujte.',
  rules: 'Pravidla klubu',
  join: 'Registrace do klubu',
  nav: 'Klub Čisto',
  pointsUnit: 'bodů',
} as const;
