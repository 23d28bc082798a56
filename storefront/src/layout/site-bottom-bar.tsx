import { categoryPath } from '@sauda/commerce';
import { CategoryDrawer, MobileBottomBar } from '@sauda/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useCartLines } from '../cart/cart-store';
import { useItemCategories } from '../data/use-catalogue';

/**
 * The small screens' bottom bar and its categories drawer (§2.4): a lazy island of the frame (`site-frame.tsx`), so
 * its code is no part of a first load. It comes once the bar is on screen (phones; it is hidden from 768 px) or
 * reached for; a tap before then is held and replayed.
 */
export default function SiteBottomBar() {
  const [path] = useLocation();
  const cartCount = useCartLines().length;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const categories = useItemCategories();
  return (
    <>
      <MobileBottomBar
        currentPath={path}
        cartCount={cartCount}
        isCategoriesOpen={drawerOpen}
        onCategoriesPress={() => setDrawerOpen(true)}
      />
      <CategoryDrawer
        categories={categories.data ?? []}
        isLoading={!categories.data && !categories.error}
        isOpen={drawerOpen}
        onOpenChange={setDrawerOpen}
        getHref={(category) => categoryPath(category.name, category.id)}
      />
    </>
  );
}
