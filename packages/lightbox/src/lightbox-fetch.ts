/**
 * Ajax content (LBX-013): the page at the link's address is fetched, and only its `<main>`
 * content is shown. It is parsed by DOMParser (which runs no script) and cleaned before it is
 * shown: scripts, styles, frames, forms' targets, inline event handlers and `javascript:` links
 * go, and ids are dropped so nothing collides with the page's own. Same origin only: the
 * lightbox shows the site's own pages, never another site's markup.
 */
const DROPPED = 'script, style, link, meta, noscript, iframe, object, embed, template, base';

export class ContentUnavailableError extends Error {
  constructor(reason: string) {
    super(`The content could not be loaded: ${reason}`);
    this.name = 'ContentUnavailableError';
  }
}

export function sameOriginAddress(address: string, base: string): URL | undefined {
  try {
    const url = new URL(address, base);
    return url.origin === new URL(base).origin ? url : undefined;
  } catch {
    return undefined;
  }
}

export function cleanNodes(root: Element): Node[] {
  for (const dropped of Array.from(root.querySelectorAll(DROPPED))) dropped.remove();
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.trim().toLowerCase();
      if (
        name.startsWith('on') ||
        name === 'id' ||
        name === 'srcdoc' ||
        ((name === 'href' || name === 'src' || name === 'action' || name === 'formaction') &&
          value.startsWith('javascript:'))
      ) {
        element.removeAttribute(attribute.name);
      }
    }
  }
  return Array.from(root.childNodes);
}

export async function fetchPageContent(address: string, signal: AbortSignal): Promise<Node[]> {
  const url = sameOriginAddress(address, window.location.href);
  if (!url) throw new ContentUnavailableError('not this site');
  const response = await fetch(url, {
    signal,
    credentials: 'same-origin',
    headers: { Accept: 'text/html' },
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('text/html')) {
    throw new ContentUnavailableError(`answer ${response.status}`);
  }
  const parsed = new DOMParser().parseFromString(await response.text(), 'text/html');
  const main = parsed.querySelector('main') ?? parsed.body;
  return cleanNodes(main);
}

/** A copy of the page's element `id`'s content, cleaned; null when there is none (LBX-008). */
export function inlineContent(page: Document, id: string): Node[] | null {
  const target = page.getElementById(id);
  if (!target) return null;
  const copy = target.cloneNode(true);
  if (!(copy instanceof Element)) return null;
  copy.removeAttribute('hidden');
  return cleanNodes(copy);
}
