import { createContext } from 'react';

/** What a page says about itself in the document's head: its title, description and, if any, its picture. */
export interface DocumentMeta {
  title: string;
  description: string;
  /** The picture a shared link shows; a path or URL, resolved against the page's address. */
  image?: string | null;
}

/** One `<meta>` tag of the head: `attr="key"` with `content=value`, or no such tag when `value` is null. */
export interface MetaTag {
  attr: 'name' | 'property';
  key: string;
  value: string | null;
}

/**
 * The head's tags for a page, the title aside: the description and their social twins, and the picture a shared link
 * shows (`image` as an absolute URL in `og:image` and `twitter:image` with a large card, or no picture tags at all when
 * the page has none, so a product's picture never outlives its page). `base` is the page's address.
 */
export function documentMetaTags({ title, description, image }: DocumentMeta, base: string): MetaTag[] {
  const picture = image ? new URL(image, base).href : null;
  return [
    { attr: 'name', key: 'description', value: description },
    { attr: 'property', key: 'og:title', value: title },
    { attr: 'property', key: 'og:description', value: description },
    { attr: 'property', key: 'og:image', value: picture },
    { attr: 'name', key: 'twitter:card', value: picture ? 'summary_large_image' : 'summary' },
    { attr: 'name', key: 'twitter:title', value: title },
    { attr: 'name', key: 'twitter:description', value: description },
    { attr: 'name', key: 'twitter:image', value: picture },
  ];
}

/**
 * Where a server render collects the page's meta (`entry-server.tsx`), since effects do not run there; in the browser
 * there is none and `useDocumentMeta` writes the head itself.
 */
export const DocumentMetaSink = createContext<{ meta?: DocumentMeta } | null>(null);
