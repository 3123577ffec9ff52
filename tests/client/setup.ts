// jsdom setup for the client project. Vitest globals are off, so Testing Library cannot
// register its automatic cleanup: do it here.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { radixDialog } from '../../src/client/ui/Dialog';
import { radixDropdownMenu } from '../../src/client/ui/DropdownMenu';
import { radixToasts } from '../../src/client/ui/Toast';
import { preloadSearchAutocomplete } from '../../src/client/features/search/SearchBox';

// Dialogs, menus, toasts and the search autocomplete load their Radix code on first use (tests/client/bundle-budget.test.ts
// keeps it out of the first load); components here render as in a page where it has loaded.
beforeAll(async () => {
  await Promise.all([radixDialog.preload(), radixDropdownMenu.preload(), radixToasts.preload(), preloadSearchAutocomplete()]);
});

afterEach(() => {
  cleanup();
});
