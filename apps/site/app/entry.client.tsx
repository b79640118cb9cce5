import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { readThemeSettings } from './lib/theme-settings';

// Scripts written for the original theme read the settings from this global (THEME-008).
window.dtLocal = readThemeSettings();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
