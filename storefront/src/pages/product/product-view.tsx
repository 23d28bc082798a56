import {
  productImages,
  sameId,
  variantImage,
  variantOptions,
  type Product,
  type VariantSelection,
} from '@sauda/commerce';
import { ImageGallery, ListSkeleton, ProductDetails, ProductSummary, toast, lazyPart } from '@sauda/ui';
import { Suspense, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { cart } from '../../cart/cart-store';
import { ShopVouchers } from '../../checkout/shop-vouchers';
import { useWishlist } from '../../data/use-wishlist';
import { useNearViewport } from '../../layout/use-near-viewport';
import { useLiteMode } from '../../lite-mode/lite-mode';
import * as messages from '../../messages';
import { reviewEntry } from '../../navigation/review-entry';
import { cartLineFor, type BuyChoice } from '../../product/cart-line-for';

// Delivery to the shopper's city, reviews (with the photo viewer's dialog) and related products sit below the fold: their code, data and pictures
// load as the shopper scrolls towards them, not while the product's own picture and text are loading and being
// taken over (issue 8: rendering them at idle cost a phone's main thread more than the product page itself).
const ProductReviews = lazyPart(() => import('./product-reviews'));
const ProductDelivery = lazyPart(() => import('./product-delivery'));
const ProductQuestions = lazyPart(() => import('./product-questions'));
const RelatedProducts = lazyPart(() => import('./related-products'));
const reviewsSkeleton = <ListSkeleton count={2} showImage={false} label={messages.product.loadingReviews} />;

/** Gallery and buy box side by side (stacked on small screens), then the description, reviews and related products. */
export function ProductView({ product }: { product: Product }) {
  const [, navigate] = useLocation();
  const wishlist = useWishlist();
  const isWishlisted = wishlist.wishlistedIds.has(product.id.toLowerCase());
  const images = useMemo(() => productImages(product), [product]);
  const [imageIndex, setImageIndex] = useState(0);
  const [firstColor] = useState(() => variantOptions(product).selection.color);
  const shownColor = useRef(firstColor);
  // Lite mode loads the reviews, questions and related products only once the shopper scrolls to them.
  const [belowTheFold, isNearBelowTheFold] = useNearViewport<HTMLDivElement>(useLiteMode().on ? '0px' : undefined);

  // Picking another colour shows its picture; a new size of the same colour leaves the gallery where the shopper put it.
  const showColor = ({ color }: VariantSelection) => {
    if (color === shownColor.current) return;
    shownColor.current = color;
    const index = images.indexOf(variantImage(product, color) ?? '');
    if (index >= 0) setImageIndex(index);
  };

  const addToCart = (choice: BuyChoice) => {
    const result = cart.add(cartLineFor(product, choice));
    if (!result.error) toast.success(messages.product.addedToCart);
  };

  const changeWishlist = (wanted: boolean, choice: BuyChoice) => {
    if (wanted) {
      void wishlist.add({ productId: product.id, color: choice.color, size: choice.size });
      return;
    }
    const entry = wishlist.items?.find((item) => sameId(item.productId, product.id));
    if (entry) void wishlist.remove(entry);
  };

  return (
    <div className="sd:flex sd:flex-col sd:gap-10">
      <div className="sd:grid sd:gap-8 sd:md:grid-cols-2">
        <ImageGallery
          images={images}
          productName={product.name}
          selectedIndex={imageIndex}
          onSelectedIndexChange={setImageIndex}
          priority
        />
        <ProductSummary
          product={product}
          onSelectionChange={showColor}
          onAddToCart={addToCart}
          onBuyNow={(choice) => {
            cart.add(cartLineFor(product, choice));
            navigate('/cart');
          }}
          isWishlisted={isWishlisted}
          isWishlistPending={wishlist.pendingIds.has(product.id)}
          onWishlistChange={changeWishlist}
          onWriteReview={() => {
            const [path, state] = reviewEntry(product.id, product.name);
            navigate(path, { state });
          }}
        />
      </div>
      <ShopVouchers shopId={product.shopId} />
      <ProductDetails description={product.description ?? null} details={product.details ?? null} />
      <div ref={belowTheFold} className="sd:flex sd:flex-col sd:gap-10">
        {isNearBelowTheFold ? (
          <>
            <Suspense fallback={null}>
              <ProductDelivery />
            </Suspense>
            <Suspense fallback={reviewsSkeleton}>
              <ProductReviews productId={product.id} />
            </Suspense>
            <Suspense fallback={null}>
              <ProductQuestions productId={product.id} shopName={product.shopName ?? null} />
            </Suspense>
            <Suspense fallback={null}>
              <RelatedProducts product={product} />
            </Suspense>
          </>
        ) : (
          reviewsSkeleton
        )}
      </div>
    </div>
  );
}
