import { documentMetaTags, type DocumentMeta } from './document-meta';

/** The head's title and meta tags for a page rendered on the server; `base` is the page's address. */
export function DocumentHead({ meta, base }: { meta: DocumentMeta; base: string }) {
  return (
    <>
      <title>{meta.title}</title>
      {documentMetaTags(meta, base).map(({ attr, key, value }) =>
        value === null ? null : <meta key={key} {...{ [attr]: key }} content={value} />,
      )}
    </>
  );
}
