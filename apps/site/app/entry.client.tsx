import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { rememberDevicePixelRatio } from '~/shared/device-pixel-ratio';
import { readThemeSettings } from '~/shared/theme-settings';

// Scripts written for the original theme read the settings from this global (THEME-008).
window.dtLocal = readThemeSettings();
// SHOP-011/012. (Page views for order attribution are counted by the server.)
rememberDevicePixelRatio(window);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
