import { data, Link } from 'react-router';
import { FormSentNoticeBanner } from '~/features/forms/form-sent-notice-banner';
import { formWasSent } from '~/features/forms/form-sent-notice';
import { PostCard } from '~/features/journal/post-card';
import { formatLongDate } from '~/shared/format';
import type { Route } from './+types/date-archive';
import { seoMeta } from '~/shared/seo';

/** A real calendar day from /YYYY/MM/DD/, or undefined (then the address is a 404). */
function dayFromParams(params: { year: string; month: string; day: string }): Date | undefined {
  if (!/^\d{4}$/.test(params.year) || !/^\d{2}$/.test(params.month) || !/^\d{2}$/.test(params.day))
    return undefined;
  const [year, month, day] = [Number(params.year), Number(params.month), Number(params.day)];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : undefined;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const day = dayFromParams(params);
  if (!day) throw data(null, { status: 404 });
  const next = new Date(day.getTime() + 24 * 60 * 60 * 1000);
  const [posts, recent] = await Promise.all([
    context.services.content.postsBetween(day, next),
    context.services.content.recentPosts(3),
  ]);
  return {
    page: { postId: 0, type: 'archive' as const, template: 'date-archive' },
    day: day.toISOString(),
    posts,
    recent,
    // CF-002: the contact form sends the visitor here with ?sent=<form id> (ADR 0012).
    formSent: formWasSent(new URL(request.url).searchParams),
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.data
    ? seoMeta(args, {
        title: `Journal: ${formatLongDate(args.data.day)}`,
        description: `Journal entries from the gallery published on ${formatLongDate(args.data.day)}.`,
      })
    : [];

export default function DateArchive({ loaderData }: Route.ComponentProps) {
  const { day, posts, recent, formSent } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="page container">
      <FormSentNoticeBanner sent={formSent} />
      <header className="page__header">
        <p className="eyebrow">Daily archive</p>
        <h1 className="page__title">{formatLongDate(day)}</h1>
        <p className="lead">
          {posts.length === 0
            ? 'Nothing was published in the journal on this day. Here are the latest entries instead.'
            : `${posts.length} ${posts.length === 1 ? 'entry' : 'entries'} from the journal on this day.`}
        </p>
      </header>
      <div className="post-grid">
        {(posts.length > 0 ? posts : recent).map((post) => (
          <PostCard key={post.slug} post={post} headingLevel={2} />
        ))}
      </div>
      <p>
        <Link to="/blog/" className="section__more">
          All journal entries
        </Link>
      </p>
    </main>
  );
}
