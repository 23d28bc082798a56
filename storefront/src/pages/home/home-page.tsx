import { categoryPath } from '@sauda/commerce';
import { CategoryTiles, DealTiles } from '@sauda/ui';
import { useItemCategories } from '../../data/use-catalogue';
import { lazyIsland } from '../../first-load/lazy-island';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';
import { useStoredUser } from '../../session/session';

const text = messages.home;

/**
 * Below the first screen: their code comes when the shopper scrolls to them. Drawn in the browser alone (the shopper
 * came back to home from another page), home waits for 'Just For You', so the footer does not show in its place and
 * drop away a moment later.
 */
const JustForYou = lazyIsland(() => import('./just-for-you'), { withPage: true });
const FollowedShopPicks = lazyIsland(() => import('./followed-shop-picks'));

/**
 * The home page: deal tiles, category tiles from the items call, 'Just For You' (the newest products, first row
 * loaded eagerly with fixed dimensions) and, for a signed-in shopper, picks from the shops they follow.
 */
export default function HomePage() {
  useDocumentMeta(text.title, text.description);
  const user = useStoredUser();
  const categories = useItemCategories();

  return (
    <div className="sd:flex sd:flex-col sd:gap-10">
      <h1 className="sd:sr-only">{text.heading}</h1>
      <section aria-labelledby="home-deals" className="sd:flex sd:flex-col sd:gap-3">
        <h2 id="home-deals" className="sd:text-xl sd:font-bold">
          {text.deals}
        </h2>
        <DealTiles />
      </section>
      <section aria-labelledby="home-categories" className="sd:flex sd:flex-col sd:gap-3">
        <h2 id="home-categories" className="sd:text-xl sd:font-bold">
          {text.categories}
        </h2>
        {/* Every category: a shopper reaches each from home, not only the first rows. */}
        <CategoryTiles
          categories={categories.data ?? []}
          isLoading={!categories.data && !categories.error}
          getHref={(category) => categoryPath(category.name, category.id)}
        />
      </section>
      <section aria-labelledby="home-for-you" className="sd:flex sd:flex-col sd:gap-3">
        <h2 id="home-for-you" className="sd:text-xl sd:font-bold">
          {text.justForYou}
        </h2>
        <JustForYou />
      </section>
      {user && <FollowedShopPicks />}
    </div>
  );
}
