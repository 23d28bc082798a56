import type { StoredSize } from '../db/schema';

/** A product row as the listing query selects it. */
export interface ProductRow {
  id: string;
  shopId: string;
  name: string;
  description: string;
  images: string[];
  video: string;
  brand: string;
  catName: string;
  categoryId: string;
  itemsCategoryId: string;
  stock: number | null;
  detail: unknown[];
  status: string;
  createdAt: Date;
  updatedAt: Date;
  shopName: string;
  categoryName: string;
  itemsCategoryName: string;
  averageRating: number;
  ratingsCount: number;
}

/** A size-variant row. */
export interface VariantRow {
  id: string;
  productId: string;
  variantColor: string;
  variantImage: string;
  sizes: StoredSize[];
  createdAt: Date;
}

/** A colour-variant row. */
export interface ColorVariantRow {
  id: string;
  productId: string;
  color: string;
  image: string;
  price: number;
  oldPrice: number;
  discount: number;
  stock: number;
  createdAt: Date;
}

/** A size variant on the wire. */
export function variantWire(row: VariantRow) {
  return {
    Id: row.id,
    ProductId: row.productId,
    VariantColor: row.variantColor,
    VariantImage: row.variantImage,
    Sizes: row.sizes,
    CreatedAt: row.createdAt.toISOString(),
  };
}

/** A colour variant on the wire (lower-case keys, as the legacy backend sends them). */
export function colorVariantWire(row: ColorVariantRow) {
  return {
    id: row.id,
    productid: row.productId,
    color: row.color,
    image: row.image,
    price: row.price,
    oldprice: row.oldPrice,
    discount: row.discount,
    stock: row.stock,
    createdat: row.createdAt.toISOString(),
  };
}

/** A product on the wire (legacy section 2): PascalCase columns, names joined, ratings, both variant lists. */
export function productWire(row: ProductRow, variants: VariantRow[], colorVariants: ColorVariantRow[]) {
  const firstColour = colorVariants[0];
  const firstSize = variants[0]?.sizes[0];
  const price = firstColour?.price ?? firstSize?.price ?? 0;
  const oldPrice = firstColour?.oldPrice ?? firstSize?.oldprice ?? 0;
  const discount = firstColour?.discount ?? firstSize?.discount ?? 0;
  const averageRating = Math.round(row.averageRating * 10) / 10;
  return {
    Id: row.id,
    ShopId: row.shopId,
    Name: row.name,
    Description: row.description,
    Images: row.images,
    Video: row.video,
    Brand: row.brand,
    Price: price,
    OldPrice: oldPrice,
    Discount: discount,
    CatName: row.catName,
    CategoryId: row.categoryId,
    CategoryName: row.categoryName,
    ItemsCategoryId: row.itemsCategoryId,
    ItemsCategoryName: row.itemsCategoryName,
    Stock: row.stock,
    Detail: row.detail,
    Rating: averageRating,
    status: row.status,
    CreatedAt: row.createdAt.toISOString(),
    UpdatedAt: row.updatedAt.toISOString(),
    ShopName: row.shopName,
    AverageRating: averageRating,
    RatingsCount: row.ratingsCount,
    averageRating,
    ratingsCount: row.ratingsCount,
    variants: variants.map(variantWire),
    colorVariants: colorVariants.map(colorVariantWire),
  };
}

/** The wire type of one product. */
export type ProductWire = ReturnType<typeof productWire>;
