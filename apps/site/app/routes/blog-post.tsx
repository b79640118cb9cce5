import { ContentBlocks } from '~/shared/ui/content-blocks';
import { data, Link } from 'react-router';
import { Picture } from '~/shared/ui/picture';
import { dayArchivePath, formatLongDate, isoDate } from '~/shared/format';
import type { Route } from './+types/blog-post';
import { seoMeta, shareImageOf } from '~/shared/seo';
import { articleData, breadcrumbData } from '~/shared/structured-data.server';
import { ShareButton } from '~/features/sharing/share-button';
import { CommentsSection } from '~/features/comments/comments-section';
import { isCommentPostOutcome } from '~/features/comments/comment-page';
import { loadPageComments, postPageComment } from '~/features/comments/comments-data.server';
import { pageShows } from '~/shared/page-dependencies.server';

const postTarget = (post: { id: number; slug: string; title: string }) =>
  ({ kind: 'post', id: post.id, title: post.title, path: `/blog/${post.slug}/` }) as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await context.services.content.postBySlug(params.slug);
  if (!post) throw data(null, { status: 404 });
  const { publicUrl } = context.services;
  // Naming the comments' tag means naming what else the page shows, or a post's change would
  // not reach it (a page that names nothing is dropped by any change).
  pageShows(context, 'posts', 'images');
  const comments = await loadPageComments(context, postTarget(post));
  return {
    page: { postId: post.id, type: 'single' as const, template: 'post' },
    post,
    comments,
    structuredData: [
      { ...articleData(publicUrl, post), commentCount: comments.comments.length },
      breadcrumbData(publicUrl, [
        { name: 'Home', path: '/' },
        { name: 'Journal', path: '/blog/' },
        { name: post.title, path: `/blog/${post.slug}/` },
      ]),
    ],
  };
}

/** Issue 20: the comment form's native post (no JavaScript). */
export async function action({ params, request, context }: Route.ActionArgs) {
  const post = await context.services.content.postBySlug(params.slug);
  return postPageComment(request, context, post && postTarget(post));
}

export const meta: Route.MetaFunction = (args) =>
  args.data
    ? seoMeta(args, {
        title: args.data.post.title,
        description: args.data.post.excerpt,
        image: shareImageOf(args.data.post.cover),
        type: 'article',
        structuredData: args.data.structuredData,
      })
    : [];

export default function BlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="page article">
      <header className="article__header container container--narrow">
        <p className="eyebrow">
          <Link to="/blog/">Journal</Link> · {post.category}
        </p>
        <h1 className="page__title">{post.title}</h1>
        <p className="article__meta">
          By {post.author} ·{' '}
          <Link to={dayArchivePath(post.publishedAt)}>
            <time dateTime={isoDate(post.publishedAt)}>{formatLongDate(post.publishedAt)}</time>
          </Link>
        </p>
        <ShareButton
          url={`/blog/${post.slug}/`}
          title={post.title}
          image={shareImageOf(post.cover)?.path}
        />
      </header>
      <Picture
        image={post.cover}
        sizes="(min-width: 1200px) 1100px, 100vw"
        priority
        preload
        className="article__cover container"
        alt=""
      />
      <div className="article__body container container--narrow">
        <ContentBlocks blocks={post.body} />
        {post.tags.length > 0 ? (
          <ul className="tag-list" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag} className="tag">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <p>
          <Link to="/blog/" className="section__more">
            ← Back to the journal
          </Link>
        </p>
      </div>
      <CommentsSection
        comments={loaderData.comments}
        posted={isCommentPostOutcome(actionData) ? actionData : undefined}
      />
    </main>
  );
}
