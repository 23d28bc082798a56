import { useEffect } from 'react';

/** Sets the page's title and description (and their social twins) while the page is shown. */
export function useDocumentMeta(title: string, description: string) {
  useEffect(() => {
    document.title = title;
    for (const [attr, key, value] of [
      ['name', 'description', description],
      ['property', 'og:title', title],
      ['property', 'og:description', description],
      ['name', 'twitter:title', title],
      ['name', 'twitter:description', description],
    ] as const) {
      let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
      if (!tag) {
        tag = document.createElement('meta');
        tag.setAttribute(attr, key);
        document.head.append(tag);
      }
      tag.content = value;
    }
  }, [title, description]);
}
