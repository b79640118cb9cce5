import { data, type AppLoadContext } from 'react-router';
import type { Slide } from '@atelier/gallery/slider-slide';
import { pageShows } from '~/shared/page-dependencies.server';
import { absoluteUrl, shareImageOf } from '~/shared/seo';
import { breadcrumbData } from '~/shared/structured-data.server';
import type { PictureSource } from '~/shared/ui/picture';

/**
 * The photo scroller's settings on a project page, as the data attributes the server renders on
 * the scroller (SLD-002): it rotates only when the visitor presses play (paused at the start), the
 * thumbnails are shown, and the band leaves room above the photos for the buttons. Everything
 * else is the photo scroller's default.
 */
export const PROJECT_SCROLLER_ATTRIBUTES: Readonly<Record<string, string>> = {
  autoslide: 'true',
  paused: 'true',
  'show-thumbnails': 'true',
  // Room above the photos for the scroller's buttons, and a little below (phones drop both).
  'padding-top': '60',
  'padding-bottom': '16',
};

interface ProjectPicture extends PictureSource {
  key: string;
}

/** The cover first, then the project's pictures: the photo scroller's slides. */
export function projectSlides(project: {
  cover: ProjectPicture;
  images: ProjectPicture[];
}): Slide<PictureSource>[] {
  return [project.cover, ...project.images].map((picture) => ({
    id: picture.key.replace(/[^a-z0-9-]+/gi, '-'),
    picture,
    width: picture.width,
    height: picture.height,
    blocks: [],
  }));
}

/**
 * A portfolio project's page (`/portfolio/<slug>/`): the project, the photo scroller of its
 * pictures, its neighbours in the portfolio's order, and what a search engine reads. 404 for a
 * slug no project has. The page is dropped from the page cache when the portfolio or a picture
 * changes.
 */
export async function loadProjectPage(slug: string, context: AppLoadContext) {
  pageShows(context, 'portfolio', 'images');
  const projects = await context.services.content.portfolio();
  const at = projects.findIndex((project) => project.slug === slug);
  const project = projects[at];
  if (!project) throw data(null, { status: 404 });
  const neighbour = (index: number) => {
    const other = projects[index];
    return other ? { slug: other.slug, title: other.title } : undefined;
  };
  const { publicUrl } = context.services;
  const path = `/portfolio/${project.slug}/`;
  const image = shareImageOf(project.cover);
  return {
    page: { postId: project.id, type: 'single' as const, template: 'portfolio-project' },
    project: {
      slug: project.slug,
      title: project.title,
      category: project.category,
      year: project.year,
      location: project.location,
      client: project.client,
      summary: project.summary,
      description: project.description,
      cover: project.cover,
    },
    /** The photo scroller's slides and settings; the route hands them to the sliders room. */
    photos: projectSlides(project),
    scrollerAttributes: { ...PROJECT_SCROLLER_ATTRIBUTES },
    previous: neighbour(at - 1),
    next: neighbour(at + 1),
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'CreativeWork',
        name: project.title,
        description: project.summary,
        genre: project.category,
        dateCreated: String(project.year),
        locationCreated: { '@type': 'Place', name: project.location },
        ...(project.client ? { sponsor: { '@type': 'Organization', name: project.client } } : {}),
        url: absoluteUrl(publicUrl, path),
        ...(image ? { image: absoluteUrl(publicUrl, image.path) } : {}),
      },
      breadcrumbData(publicUrl, [
        { name: 'Home', path: '/' },
        { name: 'Portfolio', path: '/portfolio/' },
        { name: project.title, path },
      ]),
    ],
  };
}
