import { useMemo } from 'react';
import { Link } from 'react-router';
import { isLightboxId } from '@atelier/gallery/lightbox-address';
import { lightboxTrigger } from '@atelier/lightbox/lightbox-trigger';
import { useLightbox } from '@atelier/lightbox/use-lightbox';
import { CustomScrollbar } from '~/shared/ui/custom-scrollbar';
import { Picture } from '~/shared/ui/picture';
import { pictureLightboxItem } from '~/shared/ui/picture-lightbox';
import { sitePage } from '~/shared/page.server';
import type { Route } from './+types/portfolio';
import { seoMeta } from '~/shared/seo';

export async function loader({ request, context }: Route.LoaderArgs) {
  const [{ page, title, summary }, projects] = await Promise.all([
    sitePage(context, 'portfolio', 'portfolio'),
    context.services.content.portfolio(),
  ]);
  const categories = [...new Set(projects.map((project) => project.category))];
  const requested = new URL(request.url).searchParams.get('category');
  const active = categories.find((category) => category === requested);
  return {
    page: { ...page, type: 'archive' as const },
    title,
    summary,
    projects,
    categories,
    active,
  };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: 'Portfolio',
    description:
      args.data?.summary ||
      'Exhibitions we have curated, commissions we have placed and installations we have built.',
  });

const slugOf = (category: string) => category.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const { title, summary, projects, categories, active } = loaderData;
  const shown = active ? projects.filter((project) => project.category === active) : projects;
  return (
    <main id="main" tabIndex={-1} className="page container">
      <header className="page__header">
        <p className="eyebrow">Exhibitions, commissions and installations</p>
        <h1 className="page__title">{title || 'Portfolio'}</h1>
        <p className="lead">{summary}</p>
      </header>
      <nav className="filter-links" aria-label="Project types">
        <Link
          to="/portfolio/"
          className={`filter-link${active ? '' : ' filter-link--active'}`}
          aria-current={active ? undefined : 'page'}
        >
          All projects
        </Link>
        {categories.map((category) => (
          <Link
            key={category}
            to={`/portfolio/?category=${encodeURIComponent(category)}`}
            className={`filter-link${category === active ? ' filter-link--active' : ''}`}
            aria-current={category === active ? 'page' : undefined}
            data-filter={`.category-${slugOf(category)}`}
          >
            {category}
          </Link>
        ))}
      </nav>
      <div className="project-grid">
        {shown.map((project) => (
          <ProjectCard key={project.slug} project={project} />
        ))}
      </div>
    </main>
  );
}

type Project = Route.ComponentProps['loaderData']['projects'][number];

/** The lightbox id of a project: its slug when it fits the address rule, else its position's. */
const projectLightboxId = (slug: string) => {
  const id = `project-${slug}`.slice(0, 40).replace(/-+$/, '');
  return isLightboxId(id) ? id : 'project';
};

/**
 * A project: its cover opens the project's pictures in the lightbox (issue 18), cover first, with
 * the project's name and place as their caption; each thumbnail opens at its picture. Without
 * JavaScript the cover and thumbnails are links to the big images.
 */
function ProjectCard({ project }: { project: Project }) {
  const items = useMemo(() => {
    const caption = {
      title: project.title,
      location: [project.location, project.year].filter(Boolean).join(', ') || undefined,
    };
    return [project.cover, ...project.images].map((image) =>
      pictureLightboxItem(image, { ...caption, description: image.alt || undefined }),
    );
  }, [project]);
  const lightbox = useLightbox({
    id: projectLightboxId(project.slug),
    items,
    label: `Pictures of ${project.title}`,
  });
  const count = items.length;
  return (
    <article className={`project-card category-${slugOf(project.category)}`} id={project.slug}>
      <a href={items[0]?.href} className="project-card__open" {...lightboxTrigger(lightbox, 0)}>
        <Picture
          image={project.cover}
          sizes="(min-width: 1200px) 33vw, (min-width: 760px) 50vw, 100vw"
          alt=""
        />
        <span className="project-card__count" aria-hidden="true">
          {count === 1 ? '1 picture' : `${count} pictures`}
        </span>
        <span className="visually-hidden">
          {`See the pictures of ${project.title} (${count === 1 ? '1 picture' : `${count} pictures`})`}
        </span>
      </a>
      <div className="project-card__body">
        <p className="eyebrow">
          {project.category} · {project.year}
        </p>
        <h2 className="project-card__title">
          <Link to={`/portfolio/${project.slug}/`}>{project.title}</Link>
        </h2>
        <p className="project-card__meta">
          {project.location}
          {project.client ? ` · for ${project.client}` : ''}
        </p>
        <p>{project.summary}</p>
        <details className="project-card__more">
          <summary>Read about the project</summary>
          {project.description.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          {/* MISC-010: a row a mouse cannot scroll sideways gets the drawn bar's arrows. */}
          <CustomScrollbar className="thumb-row" label={`Photos of ${project.title}`}>
            {project.images.map((image, index) => (
              <a
                key={image.key}
                href={items[index + 1]?.href}
                className="thumb-row__item"
                {...lightboxTrigger(lightbox, index + 1)}
              >
                <Picture image={image} sizes="160px" />
              </a>
            ))}
          </CustomScrollbar>
        </details>
      </div>
      {lightbox.element}
    </article>
  );
}
