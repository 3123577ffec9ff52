// A real, titled page for the routes later issues build out (profile, club, blog, …).
import type { ReactNode } from 'react';
import { messages } from '../../messages';
import { PageTitle } from '../../ui/PageTitle';

export function ShellPage({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <section className="page shell-page">
      <PageTitle name={name} />
      <h1>{name}</h1>
      {children ?? <p>{messages.pages.comingSoon}</p>}
    </section>
  );
}
