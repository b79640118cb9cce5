import { ProjectPage } from '~/features/portfolio/project-page';
import { loadProjectPage } from '~/features/portfolio/project-page.server';
import { ShareButton } from '~/features/sharing/share-button';
import { PhotoScroller } from '~/features/sliders/photo-scroller';
import { photoScrollerData } from '~/features/sliders/photo-scroller.server';
import { seoMeta, shareImageOf } from '~/shared/seo';
import type { Route } from './+types/portfolio-project';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { photos, scrollerAttributes, ...page } = await loadProjectPage(params.slug, context);
  return {
    ...page,
    scroller: photoScrollerData({
      kind: 'photo-scroller',
      label: `Photos of ${page.project.title}`,
      attributes: scrollerAttributes,
      slides: photos,
    }),
  };
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
  const { project, scroller, previous, next } = loaderData;
  return (
    <ProjectPage
      project={project}
      previous={previous}
      next={next}
      photos={<PhotoScroller key={project.slug} scroller={scroller} />}
      share={
        <ShareButton
          url={`/portfolio/${project.slug}/`}
          title={project.title}
          image={shareImageOf(project.cover)?.path}
        />
      }
    />
  );
}
