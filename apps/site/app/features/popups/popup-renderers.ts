import { lazy } from 'react';
import type { PopupContentKind } from '@atelier/contracts/popups';
import type { PopupContentRenderer } from './popup-dialog';

/**
 * The content kinds this room draws itself, each in its own chunk loaded when a popup of that
 * kind first opens (ADR 0017). `contact-form` and `newsletter` are drawn by other rooms' forms:
 * the root layout passes their renderers in (until then those popups are not offered).
 */
export const BUILT_IN_POPUP_RENDERERS: Partial<Record<PopupContentKind, PopupContentRenderer>> = {
  text: lazy(() => import('./text-popup-content')),
  'viewing-request': lazy(() => import('./viewing-request-form')),
};
