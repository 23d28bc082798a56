import { Link, ProductGrid } from '@sauda/ui';
import { useFollowedShopPicks } from '../../data/use-followed-shop-picks';
import * as messages from '../../messages';
import { useStoredUser } from '../../session/session';

const text = messages.home;

/** For a signed-in shopper, new products from the shops they follow; nothing while none have come. */
export default function FollowedShopPicks() {
  const user = useStoredUser();
  const picks = useFollowedShopPicks(user?.userId ?? null);
  if (!picks.data || picks.data.length === 0) return null;
  return (
    <section aria-labelledby="home-followed" className="sd:flex sd:flex-col sd:gap-3">
      <div className="sd:flex sd:items-baseline sd:justify-between sd:gap-3">
        <h2 id="home-followed" className="sd:text-xl sd:font-bold">
          {text.fromFollowedShops}
        </h2>
        <Link href="/user/followed-shops">{text.seeAllShops}</Link>
      </div>
      <ProductGrid products={picks.data} />
    </section>
  );
}
