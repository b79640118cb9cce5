import { installHistoryGuard } from './lightbox-history';

/**
 * Imported for its effect by the app's client entry, before React Router is created: the
 * lightbox's `popstate` listener then comes first, so the lightbox's own history steps (Back
 * closing it, Forward reopening it) never reach the router. A few hundred bytes; the lightbox
 * itself still loads only when wanted.
 */
installHistoryGuard();
