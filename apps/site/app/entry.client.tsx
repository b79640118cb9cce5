import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { trackAttribution } from './lib/attribution-client';
import { rememberDevicePixelRatio } from './lib/device-pixel-ratio';
import { readThemeSettings } from './lib/theme-settings';

// Scripts written for the original theme read the settings from this global (THEME-008).
window.dtLocal = readThemeSettings();
// SHOP-011/012 first: a page about to reload for its pixel ratio is not counted as a visit.
if (rememberDevicePixelRatio(window) !== 'reloading') trackAttribution(window);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
