import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { SEARCH_EXAMPLES, SEARCH_MAX_LENGTH, SEARCH_PATH } from '~/shared/site-search';
import { LineIcon } from '~/shared/ui/line-icon';
import { keepFocusInside } from '~/shared/ui/keep-focus-inside';

/**
 * Full-screen search over the whole site (the results page is features/search). A native modal
 * <dialog> gives Esc to close and an inert page behind it; focus stays inside while it is open;
 * the close control and a click on the backdrop close it too.
 */
export function SearchOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="search-overlay"
      aria-label="Search the gallery"
      onClose={onClose}
      onKeyDown={keepFocusInside}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="search-overlay__inner">
        <Form action={SEARCH_PATH} method="get" role="search" className="search-overlay__form">
          <label htmlFor="search-overlay-input" className="search-overlay__label">
            Search works, artists, the journal and projects
          </label>
          <div className="search-overlay__row">
            <input
              id="search-overlay-input"
              className="search-overlay__input"
              type="search"
              name="s"
              placeholder={`e.g. ${SEARCH_EXAMPLES.join(', ')}`}
              maxLength={SEARCH_MAX_LENGTH}
              autoComplete="off"
              required
            />
            <button type="submit" className="button">
              Search
            </button>
          </div>
        </Form>
        <button type="button" className="icon-button search-overlay__close" onClick={onClose}>
          <LineIcon size={24}>
            <path d="M5 5 L19 19 M19 5 L5 19" />
          </LineIcon>
          <span className="visually-hidden">Close search</span>
        </button>
      </div>
    </dialog>
  );
}
