import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { readThemeSettings } from '~/shared/theme-settings';
// Issue 18 (ADR 0022): the lightbox's history steps are claimed before the router listens.
import '@atelier/lightbox/history-guard';

// Scripts written for the original theme read the settings from this global (THEME-008).
window.dtLocal = readThemeSettings();
// SHOP-011/012 run in the early head script (app/shared/early-head-script.ts), before this;
// page views for order attribution are counted by the root layout (useOrderAttribution).

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
