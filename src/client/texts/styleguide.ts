// Czech texts of the styleguide screens (see src/client/messages.ts): a module of their own, so only the
// chunks that show them load them (issue 14: no route-only texts in a browsing page's first load).

export const styleguideMessages = {
  intro: 'Všechny komponenty design systému ve všech stavech.',
} as const;
