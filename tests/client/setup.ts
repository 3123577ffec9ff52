// jsdom setup for the client project. Vitest globals are off, so Testing Library cannot
// register its automatic cleanup: do it here.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
