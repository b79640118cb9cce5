import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The viewing room (issue 19): the works on show, hung in depth on the three-layer slider, which
 * the route hands in (`children`: a room imports no other room). Without JavaScript every work
 * is a link to its page; with it, a work opens large in the slider's lightbox and the visitor
 * steps from one to the next.
 */
export function ViewingRoomScreen({ count, children }: { count: number; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="page viewing-room">
      <header className="page__header container viewing-room__header">
        <p className="eyebrow">Now on show</p>
        <h1 className="page__title">Viewing room</h1>
        <p className="lead">
          {count > 0
            ? `${count} works from the gallery’s walls, hung in depth: the nearer, the larger. Pick one to see it large, then step through the others with the arrows or a swipe.`
            : 'The works on show will hang here, in depth, as soon as the gallery has hung them.'}
        </p>
      </header>
      <div className="container">
        {children}
        <p className="viewing-room__note">
          Each work has its own page with its price, size and story. See the whole collection in the{' '}
          <Link to="/shop/">shop</Link>, or <Link to="/contact/">ask us</Link> to show you a work in
          the gallery.
        </p>
      </div>
    </main>
  );
}
