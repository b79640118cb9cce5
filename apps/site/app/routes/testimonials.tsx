import { sitePage } from '~/shared/page.server';
import type { Route } from './+types/testimonials';
import { seoMeta } from '~/shared/seo';

export async function loader({ context }: Route.LoaderArgs) {
  const [{ page, title, summary }, testimonials] = await Promise.all([
    sitePage(context, 'testimonials', 'testimonials'),
    context.services.content.testimonials(),
  ]);
  return { page, title, summary, testimonials };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: 'Testimonials',
    description:
      args.data?.summary || 'What collectors, artists and partners say about working with Atelier.',
  });

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const { title, summary, testimonials } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="page container">
      <header className="page__header">
        <p className="eyebrow">Collectors and friends</p>
        <h1 className="page__title">{title || 'Testimonials'}</h1>
        <p className="lead">{summary}</p>
      </header>
      <ul className="testimonial-grid">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <figure className="testimonial">
              <p
                className="testimonial__rating"
                aria-label={`Rated ${testimonial.rating} out of 5`}
              >
                {'★'.repeat(testimonial.rating)}
                <span aria-hidden="true" className="testimonial__rating-rest">
                  {'★'.repeat(5 - testimonial.rating)}
                </span>
              </p>
              <blockquote>
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption>
                <strong>{testimonial.name}</strong>
                <span>{testimonial.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </main>
  );
}
