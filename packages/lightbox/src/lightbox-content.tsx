import { useEffect, useMemo, useRef, useState } from 'react';
import { embedFor } from '@atelier/gallery/lightbox-embeds';
import type { LightboxItem } from '@atelier/gallery/lightbox-items';
import { LIGHTBOX_TEXTS } from '@atelier/gallery/lightbox-texts';
import { fetchPageContent, inlineContent } from './lightbox-fetch';

type ContentItem = Exclude<LightboxItem, { type: 'image' }>;

/**
 * A slide that is not a picture: a video or map embed, a page's content fetched by ajax
 * (LBX-013) or content of this page taken by id. Embeds play only while their slide is the
 * current one (a preloaded film must not start behind the picture being looked at).
 */
export function ContentSlide({
  item,
  current,
  position,
  total,
}: {
  item: ContentItem;
  current: boolean;
  position: number;
  total: number;
}) {
  switch (item.type) {
    case 'video':
    case 'map':
      return <EmbedSlide item={item} current={current} position={position} total={total} />;
    case 'ajax':
      return <AjaxSlide address={item.src} href={item.href} title={item.title} />;
    case 'inline':
      return <InlineSlide targetId={item.targetId} title={item.title} />;
  }
}

function EmbedSlide({
  item,
  current,
  position,
  total,
}: {
  item: Extract<ContentItem, { type: 'video' | 'map' }>;
  current: boolean;
  position: number;
  total: number;
}) {
  const embed = embedFor(item.src);
  const title =
    item.title ?? (item.type === 'map' ? 'Map' : total > 1 ? `Film ${position + 1}` : 'Film');
  if (!embed) {
    // Not one of the three services: the visitor can still open it where it lives.
    return (
      <div className="atelier-lightbox__panel atelier-lightbox__panel--link">
        <p>{title}</p>
        <a href={item.href} rel="noopener noreferrer">
          {item.type === 'map' ? 'Open the map' : 'Watch the film'}
        </a>
      </div>
    );
  }
  return (
    <div className={`atelier-lightbox__embed atelier-lightbox__embed--${embed.kind}`}>
      {current ? (
        <iframe
          src={embed.src}
          title={title}
          loading="lazy"
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : item.type === 'video' && item.poster ? (
        <img src={item.poster} alt="" className="atelier-lightbox__poster" />
      ) : null}
    </div>
  );
}

type Loaded = { state: 'loading' } | { state: 'ready'; nodes: Node[] } | { state: 'failed' };

/** Puts parsed nodes (never an HTML string) into a container React leaves alone. */
function Nodes({ nodes, className }: { nodes: readonly Node[]; className: string }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    container.current?.replaceChildren(...nodes.map((node) => node.cloneNode(true)));
  }, [nodes]);
  return <div ref={container} className={className} />;
}

function AjaxSlide({ address, href, title }: { address: string; href: string; title?: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    fetchPageContent(address, abort.signal).then(
      (nodes) => setLoaded({ state: 'ready', nodes }),
      () => {
        if (!abort.signal.aborted) setLoaded({ state: 'failed' });
      },
    );
    return () => abort.abort();
  }, [address]);
  return (
    <div
      className="atelier-lightbox__panel atelier-lightbox__panel--ajax"
      role="document"
      aria-label={title}
      aria-busy={loaded.state === 'loading'}
    >
      {loaded.state === 'loading' ? <p role="status">{LIGHTBOX_TEXTS.loading}</p> : null}
      {loaded.state === 'failed' ? (
        <p role="alert">
          {LIGHTBOX_TEXTS.ajaxError} <a href={href}>Open the page</a>
        </p>
      ) : null}
      {loaded.state === 'ready' ? (
        <Nodes nodes={loaded.nodes} className="atelier-lightbox__content" />
      ) : null}
    </div>
  );
}

function InlineSlide({ targetId, title }: { targetId: string; title?: string }) {
  // The lightbox renders only in the browser, after the page is there to be read.
  const nodes = useMemo(() => inlineContent(document, targetId), [targetId]);
  return (
    <div
      className="atelier-lightbox__panel atelier-lightbox__panel--inline"
      role="document"
      aria-label={title}
    >
      {nodes === null ? <p role="alert">{LIGHTBOX_TEXTS.inlineNotFound}</p> : null}
      {nodes ? <Nodes nodes={nodes} className="atelier-lightbox__content" /> : null}
    </div>
  );
}
