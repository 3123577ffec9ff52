// jsdom setup for the client project. Vitest globals are off, so Testing Library cannot
// register its automatic cleanup: do it here.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { radixDialog } from '../../src/client/ui/Dialog';
import { radixDropdownMenu } from '../../src/client/ui/DropdownMenu';
import { radixToasts } from '../../src/client/ui/Toast';

// Dialogs, menus and toasts load their Radix code on first use (tests/client/bundle-budget.test.ts
// keeps it out of the first load); components here render as in a page where it has loaded.
beforeAll(async () => {
  await Promise.all([radixDialog.preload(), radixDropdownMenu.preload(), radixToasts.preload()]);
});

afterEach(() => {
  cleanup();
});
