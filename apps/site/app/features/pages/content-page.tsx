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
        {content.body.map((block, index) => {
          const key = `${index}-${block.type}`;
          if (block.type === 'heading') return <h2 key={key}>{block.text}</h2>;
          if (block.type === 'quote')
            return (
              <blockquote key={key}>
                <p>{block.text}</p>
              </blockquote>
            );
          return <p key={key}>{block.text}</p>;
        })}
      </div>
    </main>
  );
}
