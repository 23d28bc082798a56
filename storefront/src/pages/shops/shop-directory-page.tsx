import { Button, EmptyState, ListSkeleton, ShopCard, TextField } from '@sauda/ui';
import { useState } from 'react';
import { useShopDirectory } from '../../data/use-shop-directory';
import { LoadFailed } from '../../layout/load-failed';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';
import { useDirectoryQuery } from './use-directory-query';

const text = messages.shops;
const PAGE_SIZE = 24;

/** `/shop`: every shop as a card linking to its store, most followed first, with a name search and 'Show more'. */
export default function ShopDirectoryPage() {
  useDocumentMeta(text.title, text.description);
  const [input, setInput, query] = useDirectoryQuery();
  // 'Show more' counts for one search; a new search starts again at one page.
  const [shown, setShown] = useState({ query, pages: 1 });
  const limit = PAGE_SIZE * (shown.query === query ? shown.pages : 1);
  const directory = useShopDirectory(query, limit);
  const shops = directory.data?.shops;

  return (
    <div className="sd:flex sd:flex-col sd:gap-5">
      <h1 className="sd:text-2xl sd:font-bold">{text.heading}</h1>
      <TextField
        label={text.searchLabel}
        placeholder={text.searchPlaceholder}
        type="search"
        value={input}
        onChange={setInput}
        className="sd:max-w-md"
      />
      {!shops && directory.error !== undefined ? (
        <LoadFailed title={text.loadFailedTitle} onRetry={directory.retry} />
      ) : !shops ? (
        <ListSkeleton count={6} label={text.loading} />
      ) : shops.length === 0 ? (
        <EmptyState
          {...(query ? text.empty : { ...text.noShops, actions: [...text.noShops.actions] })}
          headingLevel={2}
        />
      ) : (
        <>
          <p role="status" className="sd:text-sm sd:text-muted">
            {text.shown(shops.length)}
          </p>
          <ul aria-label={text.heading} className="sd:grid sd:gap-3 sd:sm:grid-cols-2 sd:xl:grid-cols-3">
            {shops.map((shop) => (
              <li key={shop.id}>
                <ShopCard shop={shop} />
              </li>
            ))}
          </ul>
          {directory.data?.hasMore && (
            <Button
              variant="secondary"
              className="sd:self-center"
              isPending={directory.isLoading}
              onPress={() => setShown({ query, pages: limit / PAGE_SIZE + 1 })}
            >
              {text.showMore}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
