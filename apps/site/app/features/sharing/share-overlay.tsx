import { useEffect, useId, useRef, useState } from 'react';
import { shareLinkClick } from '~/shared/share-window';
import { keepFocusInside } from '~/shared/ui/keep-focus-inside';
import { ShareLinkList } from './share-link-list';
import type { SharedPageDetails } from './share-targets';

export interface ShareOverlayProps {
  page: SharedPageDetails;
  /** Called once the dialog has closed (its close control, Escape, a click on the backdrop). */
  onClose: () => void;
}

/** DEC-16: the share links open in the 600 × 400 window. */
const openShareWindow = shareLinkClick('atelier-share');

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * NAV-012: the share overlay, a native modal `<dialog>`: the page behind is inert, focus starts on
 * the first link and stays inside (Tab loops), Escape and the close control close it. It holds
 * the five share links and "Copy link" (the Clipboard API; the result is announced, and where
 * copying is refused the address is selected in its field for the visitor to copy).
 */
export function ShareOverlay({ page, onClose }: ShareOverlayProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const address = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const titleId = useId();
  const addressId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const copyLink = () => {
    const clipboard = navigator.clipboard as Clipboard | undefined;
    const refused = () => {
      setCopy('failed');
      address.current?.focus();
      address.current?.select();
    };
    if (!clipboard) {
      refused();
      return;
    }
    clipboard.writeText(page.url).then(() => setCopy('copied'), refused);
  };

  return (
    <dialog
      ref={dialog}
      className="share-overlay"
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={keepFocusInside}
      // A click on the backdrop lands on the dialog itself (the panel fills it otherwise).
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="share-overlay__panel">
        <h2 id={titleId} className="share-overlay__title">
          Share
        </h2>
        <p className="share-overlay__subject">{page.title}</p>
        <ShareLinkList page={page} onOpen={openShareWindow} />
        <div className="share-overlay__copy">
          <label htmlFor={addressId}>Page address</label>
          <input id={addressId} ref={address} type="url" readOnly value={page.url} />
          <button type="button" className="button button--small" onClick={copyLink}>
            Copy link
          </button>
        </div>
        <p className="share-overlay__status" role="status">
          {copy === 'copied'
            ? 'Link copied to the clipboard.'
            : copy === 'failed'
              ? 'Copying is not allowed here: the address is selected, copy it with your keyboard.'
              : ''}
        </p>
        <button
          type="button"
          className="share-overlay__close"
          aria-label="Close"
          onClick={() => dialog.current?.close()}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </dialog>
  );
}
