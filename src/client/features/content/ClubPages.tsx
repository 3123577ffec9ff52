// Club pages: layout and texts. A logged-in customer sees the real points balance (ClubBalance,
// Accounts issue) on the rewards and points pages.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useArticleQuery } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import { messages } from '../../messages';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { PageTitle } from '../../ui/PageTitle';
import { ClubBalance, useIsCustomer } from '../profile/ClubBalance';
import { ArticleBody } from './ArticlePage';

export const CLUB_RULES_ARTICLE = { type: 'article', alias: 'podminky-klubu' } as const;

const c = messages.club;

const CLUB_NAV = [
  { to: '/klub', label: c.title, end: true },
  { to: '/klub/odmeny', label: c.rewards, end: false },
  { to: '/klub/body', label: c.points, end: false },
  { to: '/klub/stranky/podminky', label: c.rules, end: false },
] as const;

function ClubLayout({ title, children }: { title: string; children: ReactNode }) {
  const crumbs = [{ label: messages.content.home, to: '/' }, ...(title === c.title ? [{ label: c.title }] : [{ label: c.title, to: '/klub' }, { label: title }])];
  return (
    <section className="page club-page">
      <PageTitle name={title} />
      <Breadcrumbs items={crumbs} />
      <nav className="club-nav" aria-label={c.nav}>
        <ul>
          {CLUB_NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className="club-nav__link">
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </section>
  );
}

export function ClubPage() {
  return (
    <ClubLayout title={c.title}>
      <div className="club-hero">
        <h1>{c.title}</h1>
        <p className="lead">{c.intro}</p>
        <ButtonLink to="/registrace" variant="primary" size="lg">
          {c.join}
        </ButtonLink>
      </div>
      <h2>{c.howItWorks}</h2>
      <ol className="club-steps">
        {c.steps.map((step, i) => (
          <li key={step}>
            <Card>
              <span className="club-steps__number" aria-hidden="true">
                {i + 1}
              </span>
              <p>{step}</p>
            </Card>
          </li>
        ))}
      </ol>
    </ClubLayout>
  );
}

export function ClubRewardsPage() {
  return (
    <ClubLayout title={c.rewards}>
      <h1>{c.rewards}</h1>
      <p className="lead">{c.rewardsIntro}</p>
      <ClubBalance />
      <ButtonLink to="/kosik" variant="primary">
        {messages.pages.cartGift}
      </ButtonLink>
    </ClubLayout>
  );
}

export function ClubPointsPage() {
  const loggedIn = useIsCustomer();
  return (
    <ClubLayout title={c.points}>
      <h1>{c.points}</h1>
      {loggedIn ? (
        <ClubBalance />
      ) : (
        <EmptyState title={c.pointsLoggedOut} icon="user" action={<ButtonLink to="/registrace" variant="primary">{messages.shell.loginRegister}</ButtonLink>}>
          <p>{c.pointsIntro}</p>
        </EmptyState>
      )}
    </ClubLayout>
  );
}

export function ClubRulesPage() {
  const { data } = useArticleQuery({ variables: CLUB_RULES_ARTICLE, fetchPolicy: COMPONENT_FETCH_POLICY });
  return (
    <ClubLayout title={c.rules}>
      {data?.article ? <ArticleBody article={data.article} showMeta={false} /> : <h1>{c.rules}</h1>}
    </ClubLayout>
  );
}
