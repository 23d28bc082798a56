import { categoryPath, productPath, type Product } from '@sauda/commerce';
import { CategoryTiles, DealTiles, Link, ProductGrid } from '@sauda/ui';
import { useFollowedShopPicks } from '../data/use-followed-shop-picks';
import { useItemCategories } from '../data/use-catalogue';
import { NEWEST_COUNT, useNewestProducts } from '../data/use-listing-products';
import { useDocumentMeta } from '../layout/use-document-meta';
import * as messages from '../messages';
import { useStoredUser } from '../session/session';

const text = messages.home;
/** Category tiles on the home page; the drawer lists them all. */
const HOME_CATEGORIES = 16;
/** Skeleton cards while 'Just For You' loads: two rows at the widest layout, four on a phone. */
const LOADING_CARDS = 8;
const productHref = (product: Product) => productPath(product.name, product.id);

/**
 * The home page: deal tiles, category tiles from the items call, 'Just For You' (the newest products, first row
 * loaded eagerly with fixed dimensions) and, for a signed-in shopper, picks from the shops they follow. 'Just For You'
 * renders all its cards at once rather than a page at a time: the server renders the page, so the cards cost the phone
 * no script, and the footer does not move away as the shopper reaches it.
 */
export default function HomePage() {
  useDocumentMeta(text.title, text.description);
  const user = useStoredUser();
  const categories = useItemCategories();
  const newest = useNewestProducts();
  const picks = useFollowedShopPicks(user?.userId ?? null);

  return (
    <div className="flex flex-col gap-10">
      <h1 className="sr-only">{text.heading}</h1>
      <section aria-labelledby="home-deals" className="flex flex-col gap-3">
        <h2 id="home-deals" className="text-xl font-bold">
          {text.deals}
        </h2>
        <DealTiles />
      </section>
      <section aria-labelledby="home-categories" className="flex flex-col gap-3">
        <h2 id="home-categories" className="text-xl font-bold">
          {text.categories}
        </h2>
        <CategoryTiles
          categories={(categories.data ?? []).slice(0, HOME_CATEGORIES)}
          isLoading={!categories.data && !categories.error}
          getHref={(category) => categoryPath(category.name, category.id)}
        />
      </section>
      <section aria-labelledby="home-for-you" className="flex flex-col gap-3">
        <h2 id="home-for-you" className="text-xl font-bold">
          {text.justForYou}
        </h2>
        <ProductGrid
          products={newest.data ?? []}
          isLoading={!newest.data && !newest.error}
          skeletonCount={LOADING_CARDS}
          pageSize={NEWEST_COUNT}
          getHref={productHref}
        />
      </section>
      {picks.data && picks.data.length > 0 && (
        <section aria-labelledby="home-followed" className="flex flex-col gap-3">
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="home-followed" className="text-xl font-bold">
              {text.fromFollowedShops}
            </h2>
            <Link href="/user/followed-shops">{text.seeAllShops}</Link>
          </div>
          <ProductGrid products={picks.data} getHref={productHref} />
        </section>
      )}
    </div>
  );
}
