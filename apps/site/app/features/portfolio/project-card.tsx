import { isLightboxId } from '@atelier/gallery/lightbox-address';
import { lightboxTrigger } from '@atelier/lightbox/lightbox-trigger';
import { useLightbox } from '@atelier/lightbox/use-lightbox';
import { listTermSlug } from '@atelier/theme/item-list';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { CustomScrollbar } from '~/shared/ui/custom-scrollbar';
import { Picture, type PictureSource } from '~/shared/ui/picture';
import { pictureLightboxItem } from '~/shared/ui/picture-lightbox';

export interface ProjectCardData {
  id: number;
  slug: string;
  title: string;
  category: string;
  year: number;
  location: string;
  client: string | null;
  summary: string;
  description: readonly string[];
  cover: PictureSource & { key: string };
  images: readonly (PictureSource & { key: string })[];
}

/** The lightbox id of a project: its slug when it fits the address rule, else its position's. */
const projectLightboxId = (slug: string) => {
  const id = `project-${slug}`.slice(0, 40).replace(/-+$/, '');
  return isLightboxId(id) ? id : 'project';
};

/**
 * A project: its cover opens the project's pictures in the lightbox (issue 18), cover first, with
 * the project's name and place as their caption; each thumbnail opens at its picture. Without
 * JavaScript the cover and thumbnails are links to the big images.
 *
 * MISC-009: over the cover, an overlay with the title and category slides in over 300 ms from
 * the side the pointer came in by (`data-hover-direction`: the list sets `data-hover-from` on
 * entry, `@atelier/theme/hover-direction`); keyboard focus shows it too, and under reduced motion
 * it fades. The CSS is in `portfolio.css`.
 */
export function ProjectCard({ project }: { project: ProjectCardData }) {
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
  const pictures = count === 1 ? '1 picture' : `${count} pictures`;
  return (
    <article
      className={`project-card category-${listTermSlug(project.category)}`}
      id={project.slug}
    >
      <a
        href={items[0]?.href}
        className="project-card__open"
        data-hover-direction=""
        {...lightboxTrigger(lightbox, 0)}
      >
        <Picture
          image={project.cover}
          sizes="(min-width: 1200px) 33vw, (min-width: 760px) 50vw, 100vw"
          alt=""
        />
        <span className="project-card__overlay" aria-hidden="true">
          <span className="project-card__overlay-category">{project.category}</span>
          <span className="project-card__overlay-title">{project.title}</span>
        </span>
        <span className="project-card__count" aria-hidden="true">
          {pictures}
        </span>
        <span className="visually-hidden">{`See the pictures of ${project.title} (${pictures})`}</span>
      </a>
      <div className="project-card__body">
        <p className="eyebrow">
          {project.category} · {project.year}
        </p>
        <h3 className="project-card__title">
          <Link to={`/portfolio/${project.slug}/`}>{project.title}</Link>
        </h3>
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
