import type { Route } from './+types/viewing-room';
import { seoMeta } from '~/shared/seo';
import { loadViewingRoom } from '~/features/viewing-room/viewing-room-page.server';
import { ViewingRoomScreen } from '~/features/viewing-room/viewing-room-screen';

export async function loader({ context }: Route.LoaderArgs) {
  return loadViewingRoom(context);
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: 'Viewing room',
    description:
      'The works on show at Atelier, hung in depth: pick a painting, print or drawing to see it large, then step from one work to the next.',
  });

export default function ViewingRoom({ loaderData }: Route.ComponentProps) {
  return <ViewingRoomScreen slider={loaderData.slider} />;
}
