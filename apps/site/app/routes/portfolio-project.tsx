import { ProjectPage } from '~/features/portfolio/project-page';
import { loadProjectPage } from '~/features/portfolio/project-page.server';
import { PhotoScroller } from '~/features/sliders/photo-scroller';
import { seoMeta, shareImageOf } from '~/shared/seo';
import type { Route } from './+types/portfolio-project';

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadProjectPage(params.slug, context);
}

export const meta: Route.MetaFunction = (args) =>
  args.data
    ? seoMeta(args, {
        title: args.data.project.title,
        description: args.data.project.summary,
        image: shareImageOf(args.data.project.cover),
        type: 'article',
        structuredData: args.data.structuredData,
      })
    : [];

export default function PortfolioProject({ loaderData }: Route.ComponentProps) {
  const { project, photos, scrollerAttributes, previous, next } = loaderData;
  return (
    <ProjectPage
      project={project}
      previous={previous}
      next={next}
      photos={
        <PhotoScroller
          key={project.slug}
          view={{
            kind: 'photo-scroller',
            label: `Photos of ${project.title}`,
            attributes: scrollerAttributes,
            slides: photos,
          }}
        />
      }
    />
  );
}
