import { ProjectPage } from '~/features/portfolio/project-page';
import { loadProjectPage } from '~/features/portfolio/project-page.server';
import { ShareButton } from '~/features/sharing/share-button';
import { PhotoScroller } from '~/features/sliders/photo-scroller';
import { photoScrollerData } from '~/features/sliders/photo-scroller.server';
import { seoMeta, shareImageOf } from '~/shared/seo';
import type { Route } from './+types/portfolio-project';
import { CommentsSection } from '~/features/comments/comments-section';
import { isCommentPostOutcome } from '~/features/comments/comment-page';
import { loadPageComments, postPageComment } from '~/features/comments/comments-data.server';

const projectTarget = (project: { id: number; slug: string; title: string }) =>
  ({
    kind: 'project',
    id: project.id,
    title: project.title,
    path: `/portfolio/${project.slug}/`,
  }) as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { photos, scrollerAttributes, ...page } = await loadProjectPage(params.slug, context);
  const comments = await loadPageComments(
    context,
    projectTarget({ id: page.page.postId, slug: page.project.slug, title: page.project.title }),
  );
  return {
    ...page,
    comments,
    scroller: photoScrollerData({
      kind: 'photo-scroller',
      label: `Photos of ${page.project.title}`,
      attributes: scrollerAttributes,
      slides: photos,
    }),
  };
}

/** Issue 20: the comment form's native post (no JavaScript). */
export async function action({ params, request, context }: Route.ActionArgs) {
  const project = (await context.services.content.portfolio()).find(
    (one) => one.slug === params.slug,
  );
  return postPageComment(request, context, project && projectTarget(project));
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

export default function PortfolioProject({ loaderData, actionData }: Route.ComponentProps) {
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
      comments={
        <CommentsSection
          comments={loaderData.comments}
          posted={isCommentPostOutcome(actionData) ? actionData : undefined}
        />
      }
    />
  );
}
