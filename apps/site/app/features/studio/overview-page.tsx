import { Link } from 'react-router';
import type { loadStudioOverview } from './overview-page.server';
import { StudioHeader } from './studio-parts';

type OverviewData = Awaited<ReturnType<typeof loadStudioOverview>>;

/** Issue 21: the studio's first screen: what waits for the owner, each a link to its screen. */
export function StudioOverviewPage({ data }: { data: OverviewData }) {
  const { counts } = data;
  const tiles = [
    {
      count: counts.ordersToFulfil,
      label: 'orders to fulfil',
      to: '/studio/orders/?status=processing',
    },
    {
      count: counts.commentsToModerate,
      label: 'comments to moderate',
      to: '/studio/comments/?status=pending',
    },
    { count: counts.failedMail, label: 'mails that failed', to: '/studio/mail/?state=failed' },
    { count: counts.entriesThisWeek, label: 'form entries this week', to: '/studio/entries/' },
    {
      count: counts.confirmedSubscribers,
      label: 'newsletter subscribers',
      to: '/studio/subscribers/',
    },
  ];
  return (
    <>
      <StudioHeader title="Studio" />
      <p className="lead">{`Signed in as ${data.owner}.`}</p>
      <ul className="studio-tiles">
        {tiles.map((tile) => (
          <li key={tile.label}>
            <Link to={tile.to} className="studio-tile">
              <span className="studio-tile__count">{tile.count.toLocaleString('en-GB')}</span>
              <span className="studio-tile__label">{tile.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
