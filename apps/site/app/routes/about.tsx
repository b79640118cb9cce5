import { AboutPage } from '~/features/about/about-page';
import { loadAboutPage } from '~/features/about/about-page.server';
import { OnePageMenu } from '~/features/navigation/one-page-menu';
import { OnePageNavigation } from '~/features/navigation/one-page-navigation';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/about';

export const loader = () => loadAboutPage();

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: args.data?.about.title ?? 'About the gallery',
    description: args.data?.about.summary ?? 'About Atelier, a small gallery in Lisbon.',
  });

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  const { about } = loaderData;
  return (
    <>
      <AboutPage
        about={about}
        sectionMenu={
          <OnePageMenu
            label="Sections of this page"
            items={[
              { target: 'up', label: 'Up' },
              ...about.sections.map((section) => ({
                target: section.id,
                label: section.menuLabel,
              })),
            ]}
          />
        }
      />
      <OnePageNavigation sectionIds={about.sections.map((section) => section.id)} />
    </>
  );
}
