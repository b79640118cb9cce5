import type { PopupContentProps } from './popup-dialog';

/** A text popup: paragraphs and an optional link (the title is the dialog's). */
export default function TextPopupContent({ popup }: PopupContentProps) {
  if (popup.content.kind !== 'text') return null;
  const { paragraphs, link } = popup.content;
  return (
    <div className="pum-text">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {link ? (
        <p>
          <a className="button" href={link.href}>
            {link.label}
          </a>
        </p>
      ) : null}
    </div>
  );
}
