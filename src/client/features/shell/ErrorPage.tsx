import { messages } from '../../messages';
import { PageTitle } from '../../ui/PageTitle';

export function ErrorPage() {
  return (
    <section className="page error-page">
      <PageTitle name={messages.error.title} />
      <h1>{messages.error.heading}</h1>
      <p>{messages.error.text}</p>
      <p>
        {/* A plain link: a full reload starts from a clean state after an unknown failure. */}
        <a href="/">{messages.error.retry}</a>
      </p>
    </section>
  );
}
