import type { Route } from './+types/viewing-room';
import { seoMeta } from '~/shared/seo';
import { loadViewingRoom } from '~/features/viewing-room/viewing-room-page.server';
import { ViewingRoomScreen } from '~/features/viewing-room/viewing-room-screen';
import { ThreeLayerSlider } from '~/features/sliders/three-layer-slider';

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
  const { slider } = loaderData;
  return (
    <ViewingRoomScreen count={slider.slides.length}>
      <ThreeLayerSlider slider={slider} />
    </ViewingRoomScreen>
  );
}
