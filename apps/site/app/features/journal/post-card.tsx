import { Link } from 'react-router';
import { dayArchivePath, formatLongDate, isoDate } from '~/shared/format';
import { Picture, type PictureSource } from '~/shared/ui/picture';

export interface PostCardData {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  publishedAt: Date | string;
  cover: PictureSource;
}

export function PostCard({ post, headingLevel = 3 }: { post: PostCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="post-card">
      <Link to={`/blog/${post.slug}/`} className="post-card__link">
        <Picture
          image={post.cover}
          sizes="(min-width: 1200px) 33vw, (min-width: 760px) 50vw, 100vw"
          alt=""
        />
        <Heading className="post-card__title">{post.title}</Heading>
      </Link>
      <p className="post-card__meta">
        <Link to={dayArchivePath(post.publishedAt)}>
          <time dateTime={isoDate(post.publishedAt)}>{formatLongDate(post.publishedAt)}</time>
        </Link>{' '}
        · {post.category} · {post.author}
      </p>
      <p className="post-card__excerpt">{post.excerpt}</p>
    </article>
  );
}
