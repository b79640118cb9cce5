import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProjectCardData } from './project-card';

/** What the project page shows of a project: the facts its card shows too. */
export type ProjectPageProject = Pick<
  ProjectCardData,
  'title' | 'category' | 'year' | 'location' | 'client' | 'summary' | 'description'
>;

interface Neighbour {
  slug: string;
  title: string;
}

/**
 * A portfolio project's page: what, when, where and for whom, the photos (the route hands in the
 * photo scroller, which lives in the sliders room), the story, and the way on through the
 * portfolio.
 */
export function ProjectPage({
  project,
  photos,
  previous,
  next,
  share,
  comments,
}: {
  project: ProjectPageProject;
  photos: ReactNode;
  /** Issue 20: the sharing room's Share button, handed in by the route (NAV-012). */
  share?: ReactNode;
  /** Issue 20: the comments section (the comments room's), after the story. */
  comments?: ReactNode;
  previous: Neighbour | undefined;
  next: Neighbour | undefined;
}) {
  return (
    <main id="main" tabIndex={-1} className="page project-page">
      <header className="page__header container project-page__header">
        <p className="eyebrow">
          <Link to="/portfolio/">Portfolio</Link> ·{' '}
          <Link to={`/portfolio/?category=${encodeURIComponent(project.category)}`}>
            {project.category}
          </Link>
        </p>
        <h1 className="page__title">{project.title}</h1>
        <p className="lead">{project.summary}</p>
        <dl className="project-page__facts">
          <div>
            <dt>Year</dt>
            <dd>{project.year}</dd>
          </div>
          <div>
            <dt>Place</dt>
            <dd>{project.location}</dd>
          </div>
          {project.client ? (
            <div>
              <dt>Client</dt>
              <dd>{project.client}</dd>
            </div>
          ) : null}
        </dl>
        {share}
      </header>
      <div className="project-page__photos">{photos}</div>
      <div className="project-page__body container container--narrow">
        {project.description.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
        <p>
          <Link to="/portfolio/" className="section__more">
            ← Back to the portfolio
          </Link>
        </p>
      </div>
      {comments}
      {previous || next ? (
        <nav className="project-page__neighbours container" aria-label="More projects">
          {previous ? (
            <Link
              to={`/portfolio/${previous.slug}/`}
              className="project-page__neighbour"
              rel="prev"
            >
              <span className="project-page__neighbour-label">Previous project</span>
              <span className="project-page__neighbour-title">{previous.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link
              to={`/portfolio/${next.slug}/`}
              className="project-page__neighbour project-page__neighbour--next"
              rel="next"
            >
              <span className="project-page__neighbour-label">Next project</span>
              <span className="project-page__neighbour-title">{next.title}</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </main>
  );
}
