import { filterShopsByName, storePath } from '@sauda/commerce';
import { EmptyState, emptyStates, FollowedShopCard, PageLoader, TextField } from '@sauda/ui';
import { useState } from 'react';
import { AccountLayout } from '../../account/account-layout';
import { useFollowedShops } from '../../data/use-followed-shops';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';

const text = messages.account.followedShops;

/** /user/followed-shops (§2.10): 'Your Followed Shops' with a name search, each card linking to its store. */
export default function FollowedShopsPage() {
  useDocumentMeta(text.title, text.description);
  return (
    <AccountLayout>
      {(user) => (
        <>
          <h1 className="sd:text-2xl sd:font-bold">{text.heading}</h1>
          <FollowedShops userId={user.userId} />
        </>
      )}
    </AccountLayout>
  );
}

function FollowedShops({ userId }: { userId: string }) {
  const { data, error } = useFollowedShops(userId);
  const [query, setQuery] = useState('');
  if (data === undefined && error === undefined) return <PageLoader label={text.loading} showLabel />;
  const shops = data ?? [];
  if (shops.length === 0) return <EmptyState {...emptyStates.followedShops} headingLevel={2} />;
  const shown = filterShopsByName(shops, query);
  return (
    <>
      <TextField
        label={text.searchLabel}
        placeholder={text.search}
        type="search"
        value={query}
        onChange={setQuery}
        className="sd:max-w-md"
      />
      {shown.length === 0 ? (
        <p role="status" className="sd:text-muted">
          {text.noMatch(query)}
        </p>
      ) : (
        <ul className="sd:grid sd:gap-3 sd:sm:grid-cols-2 sd:xl:grid-cols-3">
          {shown.map((shop) => (
            <li key={shop.id}>
              <FollowedShopCard shop={shop} href={storePath(shop.name, shop.id)} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
