import { useContext, useEffect } from 'react';
import { documentMetaTags, DocumentMetaSink, type MetaTag } from './document-meta';

function setMeta({ attr, key, value }: MetaTag) {
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
 * Sets the page's title, description and picture (`documentMetaTags`) while the page is shown. Rendered on the
 * server, it hands them to the render instead, which writes them into the document's head.
 */
export function useDocumentMeta(title: string, description: string, image?: string | null) {
  const sink = useContext(DocumentMetaSink);
  if (sink) sink.meta = { title, description, image };
  useEffect(() => {
    document.title = title;
    documentMetaTags({ title, description, image }, document.baseURI).forEach(setMeta);
  }, [title, description, image]);
}
