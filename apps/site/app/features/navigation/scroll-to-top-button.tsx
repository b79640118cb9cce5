import { useEffect, useState } from 'react';
import { LineIcon } from '~/shared/ui/line-icon';

const SHOW_AFTER_PX = 500;

/** Appears once the visitor has scrolled more than 500 px and takes them back to the top. */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <button
      type="button"
      className={`scroll-top${visible ? ' scroll-top--visible' : ''}`}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <LineIcon>
        <path d="M6 14 L12 8 L18 14" />
      </LineIcon>
      <span className="visually-hidden">Back to top</span>
    </button>
  );
}
