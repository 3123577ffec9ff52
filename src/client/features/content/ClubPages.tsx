// Club pages: layout and texts. A logged-in customer sees the real points balance (ClubBalance)
// on the rewards page and the balance with the latest movements of the ledger (ClubLedger) on /klub/body.
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { formatCount } from '../../domain';
import { messages } from '../../messages';
import { clubMessages } from '../../texts/club';
import { profileMessages } from '../../texts/profile';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { PageMeta } from '../../ui/PageMeta';
import { PageTitle } from '../../ui/PageTitle';
import { ClubBalance, ClubLedger, useIsCustomer } from '../profile';
import { ArticleBody } from './ArticleBody';
import { useArticle } from './useArticle';
import { useClubRewards } from './useClubRewards';

export const CLUB_RULES_ARTICLE = { type: 'article', alias: 'podminky-klubu' } as const;

const c = clubMessages;

const CLUB_NAV = [
  { to: '/klub', label: c.title, end: true },
  { to: '/klub/odmeny', label: c.rewards, end: false },
  { to: '/klub/body', label: c.points, end: false },
  { to: '/klub/stranky/podminky', label: c.rules, end: false },
] as const;

function ClubLayout({ title, children }: { title: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const crumbs = [{ label: messages.content.home, to: '/' }, ...(title === c.title ? [{ label: c.title }] : [{ label: c.title, to: '/klub' }, { label: title }])];
  return (
    <section className="page club-page">
      <PageTitle name={title} />
      <PageMeta canonical={pathname} description={c.metaDescription} />
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

const REWARD_IMAGE_SIZE = 160;

export function ClubRewardsPage() {
  const rewards = useClubRewards();
  return (
    <ClubLayout title={c.rewards}>
      <h1>{c.rewards}</h1>
      <p className="lead">{c.rewardsIntro}</p>
      <ClubBalance />
      {rewards.length > 0 ? (
        <ul className="club-rewards" data-testid="club-rewards">
          {rewards.map((reward) => (
            <li key={reward.sku} data-sku={reward.sku}>
              <Card className="club-reward">
                {reward.image ? <img src={reward.image} alt="" width={REWARD_IMAGE_SIZE} height={REWARD_IMAGE_SIZE} loading="lazy" /> : null}
                <h2 className="club-reward__name">{reward.name}</h2>
                <p className="club-reward__points">{formatCount(reward.points, [...profileMessages.pointsUnit])}</p>
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
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
        <ClubLedger />
      ) : (
        <EmptyState title={c.pointsLoggedOut} icon="user" action={<ButtonLink to="/registrace" variant="primary">{messages.shell.loginRegister}</ButtonLink>}>
          <p>{c.pointsIntro}</p>
        </EmptyState>
      )}
    </ClubLayout>
  );
}

export function ClubRulesPage() {
  const { article } = useArticle(CLUB_RULES_ARTICLE.type, CLUB_RULES_ARTICLE.alias);
  return (
    <ClubLayout title={c.rules}>
      {article ? <ArticleBody article={article} showMeta={false} /> : <h1>{c.rules}</h1>}
    </ClubLayout>
  );
}
