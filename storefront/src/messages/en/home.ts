/** Texts of the home page (the spec does not show it; issue 7 says what a serious marketplace shows). */
export const home = {
  title: 'Sauda - Shop from Pakistan\u2019s favourite sellers',
  description: 'Great deals, unique finds and Cash on Delivery from sellers across Pakistan.',
  heading: 'Sauda: shop from sellers across Pakistan',
  deals: 'Deals',
  categories: 'Shop by category',
  justForYou: 'Just For You',
  fromFollowedShops: 'From shops you follow',
  seeAllShops: 'See all shops',
} as const;
