// Newsletter block (spec sections 4, 5, 8). Validation uses the domain's newsletterSchema,
// imported on submit so zod stays out of the first chunk (the footer is on every page).
// Success: toast + "Děkujeme za registraci." for 5 s, then the form returns. Failure: toast.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { NEWSLETTER_THANKS_MS } from '../../domain';
import { messages } from '../../messages';
import { Button } from '../../ui/Button';
import { Checkbox, Input } from '../../ui/Field';
import { useNewsletterSignup } from './useNewsletterSignup';

type Errors = { email?: string; agreement?: string };

export function Newsletter() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [agreement, setAgreement] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [thanks, setThanks] = useState(false);
  const [validating, setValidating] = useState(false);
  const { save, saving } = useNewsletterSignup();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setValidating(true);
    let parsed: { email: string; agreement: boolean } | null = null;
    try {
      const { newsletterSchema } = await import('../../../domain/validation');
      const result = newsletterSchema.safeParse({ email, agreement });
      if (!result.success) {
        const next: Errors = {};
        for (const issue of result.error.issues) {
          const field = issue.path[0];
          if ((field === 'email' || field === 'agreement') && !next[field]) next[field] = issue.message;
        }
        setErrors(next);
        return;
      }
      parsed = result.data;
    } finally {
      setValidating(false);
    }
    setErrors({});
    if (!(await save(parsed))) return;
    setEmail('');
    setAgreement(false);
    setThanks(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setThanks(false);
    }, NEWSLETTER_THANKS_MS);
  };

  return (
    <section className="newsletter" aria-labelledby={`${id}-title`}>
      <div className="newsletter__intro">
        <h2 id={`${id}-title`} className="newsletter__title">
          {messages.newsletter.title}
        </h2>
        <p>{messages.newsletter.text}</p>
      </div>
      {thanks ? (
        <p className="newsletter__thanks" role="status" data-testid="newsletter-thanks">
          {messages.newsletter.thanks}
        </p>
      ) : (
        <form className="newsletter__form" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="newsletter-form">
          <Input
            label={messages.newsletter.email}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={messages.newsletter.emailPlaceholder}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
            className="newsletter__email"
          />
          <Checkbox
            name="agreement"
            checked={agreement}
            onChange={(e) => setAgreement(e.target.checked)}
            error={errors.agreement}
            label={
              <>
                {messages.newsletter.agreement} (<Link to="/stranky/ochrana-osobnich-udaju">{messages.newsletter.agreementLink}</Link>)
              </>
            }
          />
          <Button type="submit" variant="primary" className="newsletter__submit" loading={saving || validating}>
            {messages.newsletter.submit}
          </Button>
        </form>
      )}
    </section>
  );
}
