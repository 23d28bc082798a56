// The page another team's app would build from the published kit: copied into each consumer app of
// react-hosts.test.ts and bundled there with esbuild, so '@sauda/ui' and 'react' resolve to what that app installed.
import { StrictMode, useState, version } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Button,
  CancellationCard,
  CartLine,
  CategoryDrawer,
  Dialog,
  DialogTrigger,
  FilterDrawer,
  FilterPanel,
  Header,
  OrderCard,
  OtpInput,
  Popover,
  PopoverContent,
  PopoverTitle,
  PopoverTrigger,
  ProductCard,
  SearchBox,
  StoreHeader,
  type Cancellation,
  type CartLineItem,
  type Category,
  type ListingFilters,
  type Order,
  type Product,
  type Shop,
} from '@sauda/ui';

/** A small inline picture: the page needs no network. */
const picture = (fill: string, label: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="${fill}"/><text x="60" y="66" font-size="14" text-anchor="middle" fill="#fff">${label}</text></svg>`,
  )}`;

const product: Product = {
  id: 'b7e3c1a2-4d5f-4a6b-8c9d-0e1f2a3b4c5d',
  name: 'Khaadi Unstitched 3 Piece Lawn Suit',
  images: [picture('#0f766e', 'Khaadi')],
  price: 0,
  oldPrice: null,
  discount: null,
  brand: 'Khaadi',
  categoryName: 'Women Fashion',
  shopId: '5a1d2c3b-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
  shopName: 'Khaadi Official',
  averageRating: 4.5,
  ratingsCount: 128,
  status: 'Active',
  colorVariants: [{ color: 'Teal', price: 3499, oldPrice: 4999, discount: 30 }],
  variants: [],
};

const cartLine: CartLineItem = {
  productId: product.id,
  name: product.name,
  brand: 'Khaadi',
  color: 'Teal',
  size: 'M',
  image: picture('#0f766e', 'Khaadi'),
  price: 3499,
  oldPrice: 4999,
  quantity: 1,
  shopId: product.shopId,
};

const order: Order = {
  orderId: '3f9c2a71-8d4e-4b6a-9c1e-2a7b5d8e0f13',
  orderGroupId: 'a1b2c3d4-1111-4a2b-8c3d-000000000001',
  orderNumber: 'SD-4821-7730',
  shippingFee: 200,
  status: 'Pending',
  createdAt: '2024-11-18T09:07:00Z',
  amount: 4599,
};

const cancellation: Cancellation = {
  id: '5d2e8f1a-4b7c-4d9e-a3f0-1c6b8e2d4a75',
  orderId: order.orderId,
  orderNumber: 'SD-4821-7730',
  status: 'Pending',
  createdAt: '2024-11-19T08:20:00Z',
  orderAmount: 4599,
  orderShippingFee: 200,
  products: [
    { productName: 'Khaadi Unstitched 3 Piece Lawn Suit', quantity: 1, total: 3499 },
    { productName: 'Bata Comfit Leather Sandal', quantity: 2, total: 1600 },
  ],
};

const shop: Shop = {
  id: product.shopId,
  name: 'Khaadi Official',
  logo: picture('#c2410c', 'K'),
  ownerName: 'Shamoon Sultan',
  followersCount: 12480,
  followingCount: 3,
  productsCount: 214,
};

const categories: Category[] = [
  { id: '1f0c2a44-7b1e-4c55-9d1a-0a1b2c3d4e01', name: 'Women Fashion', image: picture('#be185d', 'WF') },
  { id: '1f0c2a44-7b1e-4c55-9d1a-0a1b2c3d4e02', name: 'Men Fashion', image: picture('#1d4ed8', 'MF') },
  { id: '1f0c2a44-7b1e-4c55-9d1a-0a1b2c3d4e04', name: 'Electronic Devices', image: picture('#0f766e', 'ED') },
];

const filterOptions = {
  brands: ['Bata', 'Khaadi', 'Samsung'],
  colours: ['Black', 'White', 'Red', 'Blue'],
  sizes: ['S', 'M', 'L', '40', '41'],
};

function KitWidgets() {
  const [filters, setFilters] = useState<ListingFilters>({});
  const [line, setLine] = useState(cartLine);
  const [wished, setWished] = useState(false);
  const [following, setFollowing] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const [code, setCode] = useState('');
  return (
    <div data-react-version={version}>
      <Header
        user={{ name: 'Ayesha Khan' }}
        cartCount={3}
        onLogout={() => {}}
        search={
          <SearchBox
            onSubmit={() => {}}
            recentSearches={['lawn suit', 'bata sandals']}
            suggestedSearches={['Khaadi Lawn', 'Wireless Earbuds', 'Power Bank']}
          />
        }
      />
      <Button variant="secondary" onPress={() => setCategoriesOpen(true)}>
        Browse categories
      </Button>
      <CategoryDrawer categories={categories} isOpen={categoriesOpen} onOpenChange={setCategoriesOpen} />
      <StoreHeader
        shop={shop}
        isFollowing={following}
        onFollow={() => setFollowing(true)}
        onUnfollow={() => setFollowing(false)}
      />
      <Popover>
        <PopoverTrigger asChild>
          <Button variant="secondary">Share</Button>
        </PopoverTrigger>
        <PopoverContent>
          <PopoverTitle>Share this shop</PopoverTitle>
          <p>Copy the link to Khaadi Official.</p>
        </PopoverContent>
      </Popover>
      <DialogTrigger>
        <Button variant="ghost">Delivery details</Button>
        <Dialog title="Delivery details">Delivered in 3 to 5 working days across Pakistan.</Dialog>
      </DialogTrigger>
      <FilterDrawer value={filters} onChange={setFilters} {...filterOptions} />
      <FilterPanel value={filters} onChange={setFilters} {...filterOptions} />
      <div style={{ maxWidth: 224 }}>
        <ProductCard product={product} isWishlisted={wished} onWishlistChange={(_, next) => setWished(next)} />
      </div>
      <CartLine
        line={line}
        onQuantityChange={(_, quantity) => setLine({ ...line, quantity })}
        onRemove={() => {}}
        onMoveToWishlist={() => {}}
      />
      <OtpInput label="Enter the 6-digit code" value={code} onChange={setCode} />
      <OrderCard order={order} href={`/user/orders/${order.orderGroupId}`} onCopy={() => {}} />
      <CancellationCard cancellation={cancellation} expanded={expanded} onExpandedChange={setExpanded} />
    </div>
  );
}

createRoot(document.getElementById('kit')!).render(
  <StrictMode>
    <KitWidgets />
  </StrictMode>,
);
