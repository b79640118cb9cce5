import type { ReactNode } from 'react';
import { shareLinkClick } from '~/shared/share-window';

/** DEC-16: the quiz result's share targets; Google opens a Gmail compose window with the link. */
export interface ShareTarget {
  readonly name: string;
  readonly label: string;
  readonly href: string;
  readonly icon: ReactNode;
}

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d={path} fill="currentColor" />
  </svg>
);

export function shareTargets(url: string, message: string): readonly ShareTarget[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(message);
  return [
    {
      name: 'facebook',
      label: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      icon: icon(
        'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9H17l.5-4h-4V8.8c0-.5.3-.8.5-.8z',
      ),
    },
    {
      name: 'twitter',
      label: 'Share on X (Twitter)',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${text}`,
      icon: icon(
        'M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.3l4.4 5.9L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z',
      ),
    },
    {
      name: 'linkedin',
      label: 'Share on LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      icon: icon(
        'M4.5 3.5a2 2 0 110 4 2 2 0 010-4zM3 9h3v12H3V9zm6 0h2.9v1.7c.4-.8 1.5-1.9 3.3-1.9 3.5 0 4.1 2.3 4.1 5.3V21h-3v-6.2c0-1.5 0-3.3-2-3.3s-2.3 1.6-2.3 3.2V21H9V9z',
      ),
    },
    {
      name: 'google',
      label: 'Send by Gmail',
      href: `https://mail.google.com/mail/?view=cm&fs=1&su=${text}&body=${encodeURIComponent(`${message}\n${url}`)}`,
      icon: icon(
        'M3 5h18a1 1 0 011 1v12a1 1 0 01-1 1H3a1 1 0 01-1-1V6a1 1 0 011-1zm1.4 2L12 12.3 19.6 7H4.4zM20 8.6l-8 5.6-8-5.6V17h16V8.6z',
      ),
    },
  ];
}

/** DEC-16: the share icons open their page in the 600 × 400 window. */
const openShareWindow = shareLinkClick('atelier-share');

/** QUIZ-008, DEC-16: share icons with accessible names; plain links without JavaScript. */
export function QuizShare(props: { readonly url: string; readonly message: string }) {
  return (
    <div className="quiz-share">
      <p className="quiz-share__title" id="quiz-share-title">
        Share your result
      </p>
      <ul className="quiz-share__list" aria-labelledby="quiz-share-title">
        {shareTargets(props.url, props.message).map((target) => (
          <li key={target.name}>
            <a
              className="quiz-share__link"
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={target.label}
              title={target.label}
              data-social={target.name}
              onClick={openShareWindow}
            >
              {target.icon}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
