import { useEffect, useRef } from 'react';
import { Form } from 'react-router';

/**
 * Full-screen search over the collection. A native modal <dialog> gives focus trapping, Esc to
 * close and an inert page behind it for free; the close control and a click on the backdrop
 * close it too.
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
      aria-label="Search the collection"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="search-overlay__inner">
        <Form action="/shop/" method="get" role="search" className="search-overlay__form">
          <label htmlFor="search-overlay-input" className="search-overlay__label">
            Search artworks, artists and mediums
          </label>
          <div className="search-overlay__row">
            <input
              id="search-overlay-input"
              className="search-overlay__input"
              type="search"
              name="s"
              placeholder="e.g. seascape, linocut, Marta Reis"
              autoComplete="off"
              required
            />
            <button type="submit" className="button">
              Search
            </button>
          </div>
        </Form>
        <button type="button" className="icon-button search-overlay__close" onClick={onClose}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M5 5 L19 19 M19 5 L5 19" stroke="currentColor" strokeWidth="1.8" />
          </svg>
          <span className="visually-hidden">Close search</span>
        </button>
      </div>
    </dialog>
  );
}
