import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Newsletter } from '../../src/client/features/shell/Newsletter';
import { MESSAGES, NEWSLETTER_THANKS_MS } from '../../src/domain';
import { SaveNewsletterEmailDocument } from '../../src/generated/graphql';
import { renderShell } from './shell-render';

const EMAIL = 'jana@example.cz';

const success = {
  request: { query: SaveNewsletterEmailDocument, variables: { input: { email: EMAIL, agreement: true } } },
  result: { data: { saveNewsletterEmail: { __typename: 'NewsletterResult' as const, ok: true } } },
};
const failure = {
  request: { query: SaveNewsletterEmailDocument, variables: { input: { email: EMAIL, agreement: true } } },
  error: new Error('HTTP 500'),
};

function fill(email: string, agree: boolean) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  const box = screen.getByRole('checkbox');
  if (agree) fireEvent.click(box);
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Přihlásit k odběru' }));
  });
}

describe('newsletter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the spec messages for a bad e-mail and a missing agreement, and sends nothing', async () => {
    renderShell(<Newsletter />, { mocks: [] });
    fill('jana@', false);
    await submit();
    expect(await screen.findByText(MESSAGES.emailFormat)).toBeTruthy();
    expect(screen.getByText(MESSAGES.privacyAgreement)).toBeTruthy();
  });

  it('success: toast, then "Děkujeme za registraci." for 5 s, then the form returns', async () => {
    // Fake clock from the start (so the 5 s timer is ours), still ticking for findBy/waitFor.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderShell(<Newsletter />, { mocks: [success] });
    fill(EMAIL, true);
    await submit();
    await screen.findByTestId('newsletter-thanks');
    expect(screen.getByText('Děkujeme za registraci.')).toBeTruthy();
    expect(screen.getByText('Byl jste úspěšně přihlášen k newsletteru.')).toBeTruthy();
    expect(screen.queryByTestId('newsletter-form')).toBeNull();

    act(() => vi.advanceTimersByTime(NEWSLETTER_THANKS_MS - 100));
    expect(screen.queryByTestId('newsletter-thanks')).not.toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByTestId('newsletter-thanks')).toBeNull();
    expect(screen.getByTestId('newsletter-form')).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('');
  });

  it('failure: the error toast and the form stays with its values', async () => {
    const original = console.error;
    console.error = () => undefined;
    try {
      renderShell(<Newsletter />, { mocks: [failure] });
      fill(EMAIL, true);
      await submit();
      await waitFor(() =>
        expect(screen.getByText('Bohužel se nám nepodařilo vás úspěšně přihlásit k newsletteru. Zkuste to prosím později')).toBeTruthy(),
      );
      expect(screen.queryByTestId('newsletter-thanks')).toBeNull();
      expect(screen.getByLabelText('E-mail')).toHaveProperty('value', EMAIL);
    } finally {
      console.error = original;
    }
  });
});
