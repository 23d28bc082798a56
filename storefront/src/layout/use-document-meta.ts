import { useEffect } from 'react';

function setMeta(attr: 'name' | 'property', key: string, value: string | null) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (value === null) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attr, key);
    document.head.append(tag);
  }
  tag.content = value;
}

/**
 * Sets the page's title and description (and their social twins) while the page is shown, and the picture a shared
 * link shows: `image` as an absolute URL in `og:image` and `twitter:image` with a large card, or no picture tags at
 * all when the page has none (so a product's picture never outlives its page).
 */
export function useDocumentMeta(title: string, description: string, image?: string | null) {
  useEffect(() => {
    const picture = image ? new URL(image, document.baseURI).href : null;
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:image', picture);
    setMeta('name', 'twitter:card', picture ? 'summary_large_image' : 'summary');
    setMeta('name', 'twitter:title', title);
    setMeta('name', 'twitter:description', description);
    setMeta('name', 'twitter:image', picture);
  }, [title, description, image]);
}
