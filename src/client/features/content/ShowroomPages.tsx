import { Link, useLoaderData } from 'react-router-dom';
import type { ShowroomFieldsFragment } from '../../../generated/graphql';
import { splitAddress } from '../../domain';
import { messages } from '../../messages';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { Card } from '../../ui/Card';
import { useAppContext } from '../../app-context';
import { PageMeta } from '../../ui/PageMeta';
import { PageTitle } from '../../ui/PageTitle';
import { breadcrumbList, StructuredData } from '../../ui/StructuredData';
import { localBusinessStructuredData } from './structuredData';
import type { ShowroomData } from './loaders';
import { useShowroom } from './useShowroom';
import { useShowrooms } from './useShowrooms';

function ShowroomFacts({ showroom }: { showroom: ShowroomFieldsFragment }) {
  const address = splitAddress(showroom.address);
  return (
    <dl className="facts">
      <dt>{messages.content.showroomAddress}</dt>
      <dd>
        <address>
          {address.line1}
          {address.line2 ? (
            <>
              <br />
              {address.line2}
            </>
          ) : null}
        </address>
      </dd>
      <dt>{messages.content.showroomHours}</dt>
      <dd>{showroom.openingHours}</dd>
      <dt>{messages.content.showroomPhone}</dt>
      <dd>
        <a href={`tel:${showroom.telephone.replace(/\s+/g, '')}`}>{showroom.telephone}</a>
      </dd>
      {showroom.email ? (
        <>
          <dt>{messages.content.showroomEmail}</dt>
          <dd>
            <a href={`mailto:${showroom.email}`}>{showroom.email}</a>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

export function ShowroomsPage() {
  const { showrooms } = useShowrooms();
  const { publicUrl } = useAppContext();
  const title = messages.pages.showrooms;
  return (
    <section className="page showrooms-page">
      <PageTitle name={title} />
      <PageMeta canonical="/showrooms" description={messages.content.showroomsDescription} />
      <StructuredData items={showrooms.map((showroom) => localBusinessStructuredData(showroom, publicUrl))} />
      <Breadcrumbs items={[{ label: messages.content.home, to: '/' }, { label: title }]} />
      <h1>{title}</h1>
      <ul className="card-grid">
        {showrooms.map((showroom) => (
          <li key={showroom.id}>
            <Card as="article" className="showroom-card">
              <h2 className="showroom-card__title">
                <Link to={showroom.url}>{showroom.name}</Link>
              </h2>
              <ShowroomFacts showroom={showroom} />
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ShowroomPage() {
  const { id } = useLoaderData<ShowroomData>();
  const { showroom } = useShowroom(id);
  const { publicUrl } = useAppContext();
  if (!showroom) return null;
  return (
    <section className="page showroom-page">
      <PageTitle name={showroom.name} />
      <PageMeta canonical={showroom.url} description={`${showroom.description} ${showroom.address}, ${showroom.openingHours}.`} />
      <StructuredData
        items={[
          localBusinessStructuredData(showroom, publicUrl),
          breadcrumbList(publicUrl, [
            { name: messages.pages.showrooms, url: '/showrooms' },
            { name: showroom.name, url: showroom.url },
          ]),
        ]}
      />
      <Breadcrumbs
        items={[
          { label: messages.content.home, to: '/' },
          { label: messages.pages.showrooms, to: '/showrooms' },
          { label: showroom.name },
        ]}
      />
      <h1>{showroom.name}</h1>
      <div className="showroom-page__layout">
        <p className="lead">{showroom.description}</p>
        <Card raised>
          <ShowroomFacts showroom={showroom} />
        </Card>
      </div>
      <p>
        <Link to="/showrooms">{messages.content.allShowrooms}</Link>
      </p>
    </section>
  );
}
