import { Link } from 'react-router';
import { Accordion, Toggle } from '~/shared/ui/accordion';
import type { FaqPageData } from './faq-page.server';

const answer = (paragraphs: readonly string[]) =>
  paragraphs.map((paragraph) => <p key={paragraph.slice(0, 40)}>{paragraph}</p>);

/**
 * The questions, one accordion per subject that keeps one answer open at a time (ACC-001), and
 * two toggles at the end that open on their own.
 */
export function FaqPage({ faq }: { faq: FaqPageData['faq'] }) {
  return (
    <main id="main" tabIndex={-1} className="page faq-page">
      <header className="page__header container container--narrow">
        <p className="eyebrow">Help</p>
        <h1 className="page__title">{faq.title}</h1>
        <p className="lead">{faq.summary}</p>
      </header>
      <div className="container container--narrow faq-page__body">
        {faq.groups.map((group) => (
          <section key={group.id} className="faq-page__group" aria-labelledby={`faq-${group.id}`}>
            <h2 className="faq-page__group-title" id={`faq-${group.id}`}>
              {group.title}
            </h2>
            <Accordion
              idPrefix={`faq-${group.id}`}
              oneOpen
              initialOpenIndex={group.initialOpenIndex}
              items={group.items.map((item) => ({
                id: item.id,
                title: item.question,
                content: answer(item.answer),
              }))}
            />
          </section>
        ))}
        <section className="faq-page__group" aria-labelledby="faq-more">
          <h2 className="faq-page__group-title" id="faq-more">
            And two more
          </h2>
          {faq.toggles.map((toggle) => (
            <Toggle key={toggle.id} idPrefix={`faq-${toggle.id}`} title={toggle.question}>
              {answer(toggle.answer)}
            </Toggle>
          ))}
        </section>
        <p className="faq-page__more">
          Something else? <Link to="/contact/">Write to us</Link>, or{' '}
          <Link to="/about/#!/visit">come and see us</Link>.
        </p>
      </div>
    </main>
  );
}
