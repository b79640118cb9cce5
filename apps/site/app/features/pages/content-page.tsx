import { ContentBlocks } from '~/shared/ui/content-blocks';
import { formatLongDate, isoDate } from '~/shared/format';
import type { ContentPageData } from './content-page.server';

/** A page of text in headings and paragraphs, with the date it last changed. */
export function ContentPage({ content }: { content: ContentPageData['content'] }) {
  return (
    <main id="main" tabIndex={-1} className="page content-page">
      <header className="page__header container container--narrow">
        <h1 className="page__title">{content.title}</h1>
        <p className="lead">{content.summary}</p>
        <p className="content-page__updated">
          Last updated{' '}
          <time dateTime={isoDate(content.updatedAt)}>{formatLongDate(content.updatedAt)}</time>
        </p>
      </header>
      <div className="article__body container container--narrow">
        <ContentBlocks blocks={content.body} />
      </div>
    </main>
  );
}
