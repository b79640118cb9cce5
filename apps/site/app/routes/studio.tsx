import { StudioLayout, StudioRefused } from '~/features/studio/studio-layout';
import type { Route } from './+types/studio';

/** Issue 21: the studio's frame. Each screen's loader checks the owner itself. */
export default function Studio() {
  return <StudioLayout />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StudioRefused error={error} />;
}
