/** How products of an items category are varied: by size (fashion) or by colour only. */
export type SizeSet = 'clothing' | 'waist' | 'shoes' | 'kids' | 'kidsShoes' | null;

/** An items category of the demo catalogue. */
export interface ItemSeed {
  name: string;
  sizes: SizeSet;
  /** Lowest and highest original price, rupees. */
  price: [number, number];
  stems: string[];
  brands: string[];
}

/** A top-level category with its items categories. */
export interface CategorySeed {
  name: string;
  /** The products' `CatName` ('fashion' and 'kids fashion' enable the size filter). */
  catName: string;
  items: ItemSeed[];
}

/** The sizes of each size set. */
export const SIZE_SETS: Record<Exclude<SizeSet, null>, string[]> = {
  clothing: ['S', 'M', 'L', 'XL'],
  waist: ['28', '30', '32', '34', '36'],
  shoes: ['7', '8', '9', '10', '11'],
  kids: ['2-3Y', '4-5Y', '6-7Y', '8-9Y'],
  kidsShoes: ['24', '26', '28', '30'],
};

/** Colour names used by variants and the colour filter. */
export const COLORS = [
  'Black',
  'White',
  'Navy Blue',
  'Maroon',
  'Olive Green',
  'Mustard',
  'Sky Blue',
  'Grey',
  'Beige',
  'Pink',
  'Red',
  'Teal',
  'Silver',
  'Gold',
];

/** The demo taxonomy: 9 top-level categories, 30 items categories. */
export const CATEGORIES: CategorySeed[] = [
  {
    name: 'Fashion',
    catName: 'fashion',
    items: [
      {
        name: "Men's Kurta Shalwar",
        sizes: 'clothing',
        price: [2200, 9500],
        stems: ['Cotton Kurta Shalwar', 'Wash & Wear Suit', 'Embroidered Kurta', 'Karandi Kurta Shalwar', 'Boski Suit'],
        brands: ['J.', 'Bonanza Satrangi', 'Edenrobe', 'Gul Ahmed', 'Alkaram Studio'],
      },
      {
        name: "Women's Lawn Suits",
        sizes: 'clothing',
        price: [2800, 12000],
        stems: ['Printed Lawn 3-Piece', 'Embroidered Lawn Suit', 'Chikankari Lawn Shirt', 'Digital Print 2-Piece'],
        brands: ['Khaadi', 'Sapphire', 'Gul Ahmed', 'Nishat Linen', 'Alkaram Studio'],
      },
      {
        name: "Men's T-Shirts & Polos",
        sizes: 'clothing',
        price: [900, 3500],
        stems: ['Cotton Polo Shirt', 'Crew Neck T-Shirt', 'Graphic Tee', 'Henley T-Shirt'],
        brands: ['Outfitters', 'Breakout', 'Cougar', 'Engine'],
      },
      {
        name: "Women's Kurtis",
        sizes: 'clothing',
        price: [1400, 5500],
        stems: ['Printed Kurti', 'Khaddar Kurti', 'Block Print Tunic', 'Embroidered Kurti'],
        brands: ['Khaadi', 'Limelight', 'Generation', 'Ethnic'],
      },
      {
        name: 'Jeans & Trousers',
        sizes: 'waist',
        price: [1800, 6000],
        stems: ['Slim Fit Jeans', 'Straight Fit Chinos', 'Cotton Trousers', 'Stretch Denim'],
        brands: ['Outfitters', 'Breakout', 'Levi\u2019s', 'Diners'],
      },
      {
        name: 'Footwear',
        sizes: 'shoes',
        price: [1200, 8000],
        stems: ['Peshawari Chappal', 'Leather Khussa', 'Running Shoes', 'Formal Oxford Shoes', 'Sandals'],
        brands: ['Bata', 'Servis', 'Borjan', 'Stylo', 'Ndure'],
      },
    ],
  },
  {
    name: 'Kids Fashion',
    catName: 'kids fashion',
    items: [
      {
        name: "Boys' Clothing",
        sizes: 'kids',
        price: [800, 3500],
        stems: ['Boys Kurta Pajama', 'Boys Polo Shirt', 'Boys Denim Shorts', 'Boys Waistcoat Set'],
        brands: ['Minnie Minors', 'Kids Kingdom', 'Outfitters Junior', 'Bonanza Kids'],
      },
      {
        name: "Girls' Frocks",
        sizes: 'kids',
        price: [900, 4500],
        stems: ['Embroidered Frock', 'Party Frock', 'Cotton Frock', 'Lehenga Choli Set'],
        brands: ['Minnie Minors', 'Khaadi Kids', 'Sapphire Kids', 'Kids Kingdom'],
      },
      {
        name: "Kids' Shoes",
        sizes: 'kidsShoes',
        price: [700, 3000],
        stems: ['Kids Sneakers', 'School Shoes', 'Kids Sandals', 'Light-Up Shoes'],
        brands: ['Bata', 'Servis', 'Stylo Kids'],
      },
      {
        name: 'Baby Rompers',
        sizes: 'kids',
        price: [600, 2200],
        stems: ['Cotton Romper', 'Baby Onesie Pack', 'Knitted Romper'],
        brands: ['Mothercare', 'Minnie Minors', 'Baby Planet'],
      },
    ],
  },
  {
    name: 'Mobiles & Tablets',
    catName: 'mobiles & tablets',
    items: [
      {
        name: 'Smartphones',
        sizes: null,
        price: [18000, 120000],
        stems: ['128GB 4G Smartphone', '256GB 5G Smartphone', '64GB Dual SIM Phone'],
        brands: ['Samsung', 'Infinix', 'Tecno', 'Xiaomi', 'Vivo', 'Oppo'],
      },
      {
        name: 'Tablets',
        sizes: null,
        price: [15000, 90000],
        stems: ['10-inch Tablet', '8-inch Kids Tablet', 'Wi-Fi Tablet 64GB'],
        brands: ['Samsung', 'Lenovo', 'Xiaomi'],
      },
      {
        name: 'Mobile Accessories',
        sizes: null,
        price: [300, 3500],
        stems: ['Fast Charger 25W', 'Silicone Back Cover', 'Type-C Cable', 'Tempered Glass Protector'],
        brands: ['Anker', 'Baseus', 'Faster', 'Ronin'],
      },
    ],
  },
  {
    name: 'Electronics',
    catName: 'electronics',
    items: [
      {
        name: 'Headphones & Earbuds',
        sizes: null,
        price: [1200, 25000],
        stems: ['Wireless Earbuds', 'Over-Ear Headphones', 'Neckband Earphones'],
        brands: ['Audionic', 'Ronin', 'Soundcore', 'JBL'],
      },
      {
        name: 'Smart Watches',
        sizes: null,
        price: [2500, 45000],
        stems: ['Smart Watch with Calling', 'Fitness Band', 'AMOLED Smart Watch'],
        brands: ['Zero Lifestyle', 'Dany', 'Xiaomi', 'Haylou'],
      },
      {
        name: 'Power Banks',
        sizes: null,
        price: [1500, 9000],
        stems: ['10000mAh Power Bank', '20000mAh Power Bank', 'Magnetic Power Bank'],
        brands: ['Anker', 'Baseus', 'Faster', 'Dany'],
      },
      {
        name: 'LED TVs',
        sizes: null,
        price: [28000, 180000],
        stems: ['32-inch HD LED TV', '43-inch Smart TV', '55-inch 4K Android TV'],
        brands: ['Haier', 'TCL', 'Orient', 'Samsung'],
      },
    ],
  },
  {
    name: 'Home & Living',
    catName: 'home & living',
    items: [
      {
        name: 'Bedsheets',
        sizes: null,
        price: [1800, 7500],
        stems: ['Cotton King Bedsheet', 'Printed Double Bedsheet', 'Sateen Bed Set'],
        brands: ['Gul Ahmed Ideas', 'Nishat Home', 'Chenone'],
      },
      {
        name: 'Cookware',
        sizes: null,
        price: [1200, 15000],
        stems: ['Non-Stick Fry Pan', 'Pressure Cooker 7L', 'Marble Coated Cookware Set'],
        brands: ['Sonex', 'Prestige', 'Royal'],
      },
      {
        name: 'Home Decor',
        sizes: null,
        price: [500, 6000],
        stems: ['Truck Art Wall Plate', 'Wooden Wall Clock', 'Onyx Vase', 'Ajrak Cushion Cover'],
        brands: ['Home Art', 'Hala Decor', 'No Brand'],
      },
      {
        name: 'Kitchen Appliances',
        sizes: null,
        price: [3000, 35000],
        stems: ['Juicer Blender', 'Electric Kettle', 'Air Fryer 4L', 'Chopper'],
        brands: ['Anex', 'West Point', 'Dawlance', 'Kenwood'],
      },
      {
        name: 'Prayer Mats',
        sizes: null,
        price: [800, 4000],
        stems: ['Velvet Prayer Mat', 'Travel Prayer Mat', 'Embroidered Jaye Namaz'],
        brands: ['Madina Collection', 'No Brand'],
      },
    ],
  },
  {
    name: 'Beauty & Personal Care',
    catName: 'beauty & personal care',
    items: [
      {
        name: 'Skin Care',
        sizes: null,
        price: [350, 4500],
        stems: ['Vitamin C Serum', 'Whitening Face Wash', 'Sunblock SPF 60', 'Night Cream'],
        brands: ['Saeed Ghani', 'Conatural', 'Golden Pearl', 'Garnier'],
      },
      {
        name: 'Fragrances',
        sizes: null,
        price: [1200, 12000],
        stems: ['Eau de Parfum 100ml', 'Attar Roll-On', 'Body Mist'],
        brands: ['J.', 'Bonanza', 'Hemani', 'Engage'],
      },
      {
        name: 'Hair Care',
        sizes: null,
        price: [300, 3500],
        stems: ['Herbal Hair Oil', 'Anti-Dandruff Shampoo', 'Hair Straightener'],
        brands: ['Hemani', 'Dabur', 'Saeed Ghani', 'Remington'],
      },
    ],
  },
  {
    name: 'Sports & Outdoors',
    catName: 'sports & outdoors',
    items: [
      {
        name: 'Cricket Gear',
        sizes: null,
        price: [900, 25000],
        stems: ['English Willow Bat', 'Tape Ball Bat', 'Batting Gloves', 'Hard Ball'],
        brands: ['CA Sports', 'MB Malik', 'Ihsan', 'AS Sports'],
      },
      {
        name: 'Fitness Equipment',
        sizes: null,
        price: [800, 30000],
        stems: ['Adjustable Dumbbells', 'Yoga Mat', 'Skipping Rope', 'Resistance Bands'],
        brands: ['Fitness Pro', 'No Brand', 'Tiger'],
      },
    ],
  },
  {
    name: 'Groceries',
    catName: 'groceries',
    items: [
      {
        name: 'Tea & Beverages',
        sizes: null,
        price: [300, 2500],
        stems: ['Black Tea 950g', 'Kashmiri Chai Mix', 'Green Tea 30 Bags'],
        brands: ['Tapal', 'Lipton', 'Vital', 'Tetley'],
      },
      {
        name: 'Dry Fruits & Snacks',
        sizes: null,
        price: [400, 6000],
        stems: ['Premium Almonds 500g', 'Kaghzi Walnuts 1kg', 'Mixed Dry Fruit Box', 'Pink Salt Nimco'],
        brands: ['Peshawar Dry Fruits', 'Nimco Corner', 'Kolson'],
      },
    ],
  },
  {
    name: 'Books & Stationery',
    catName: 'books & stationery',
    items: [
      {
        name: 'Stationery',
        sizes: null,
        price: [150, 2500],
        stems: ['Gel Pen Pack', 'Spiral Notebook A4', 'Geometry Box', 'Art Colour Set'],
        brands: ['Dollar', 'Piano', 'Deer'],
      },
    ],
  },
];

/**
 * Which items categories each demo shop sells, so a shop sells what its name says ('Ichhra Shoe Palace' sells shoes,
 * never lawn suits). Every shop sells something and every items category has a shop.
 */
export const SHOP_ITEMS: Record<string, readonly string[]> = {
  'Anarkali Fashion House': ["Men's Kurta Shalwar", "Women's Lawn Suits", "Women's Kurtis"],
  'Liberty Lawn Centre': ["Women's Lawn Suits", "Women's Kurtis"],
  'Saddar Mobile Mart': ['Smartphones', 'Tablets', 'Mobile Accessories'],
  'Hafeez Centre Electronics': ['Headphones & Earbuds', 'Smart Watches', 'Power Banks', 'LED TVs', 'Tablets'],
  'Zainab Market Kids Corner': ["Boys' Clothing", "Girls' Frocks", 'Baby Rompers', "Kids' Shoes"],
  'Peshawari Chappal Ghar': ['Footwear'],
  'Multan Handicrafts': ['Home Decor', 'Prayer Mats'],
  'Sialkot Sports Hub': ['Cricket Gear', 'Fitness Equipment'],
  'Faisalabad Textile Outlet': ['Bedsheets', "Men's Kurta Shalwar", "Women's Lawn Suits"],
  'Karachi Kitchen Store': ['Cookware', 'Kitchen Appliances'],
  'Islamabad Beauty Bar': ['Skin Care', 'Hair Care', 'Fragrances'],
  'Rawalpindi Raja Bazaar Traders': ['Tea & Beverages', 'Dry Fruits & Snacks', 'Stationery'],
  'Quetta Dry Fruit Company': ['Dry Fruits & Snacks'],
  'Hyderabad Bangle & Beauty': ['Skin Care', 'Fragrances', 'Hair Care'],
  'Gujranwala Home Appliances': ['Kitchen Appliances', 'LED TVs'],
  'Tariq Road Trends': ["Men's T-Shirts & Polos", 'Jeans & Trousers', "Women's Kurtis"],
  'Blue Area Gadgets': ['Smart Watches', 'Headphones & Earbuds', 'Power Banks', 'Mobile Accessories', 'Smartphones'],
  'Ichhra Shoe Palace': ['Footwear', "Kids' Shoes"],
  'Clifton Home Decor': ['Home Decor', 'Bedsheets'],
  'Qissa Khwani Tea House': ['Tea & Beverages'],
  'Model Town Kids Wear': ["Boys' Clothing", "Girls' Frocks", 'Baby Rompers'],
  'Gulberg Style Studio': ["Men's T-Shirts & Polos", 'Jeans & Trousers', "Men's Kurta Shalwar"],
  'Kohinoor Stationers': ['Stationery'],
  'Shalimar Bedding Co.': ['Bedsheets'],
  'Bahawalpur Cholistan Crafts': ['Home Decor', 'Prayer Mats'],
};
