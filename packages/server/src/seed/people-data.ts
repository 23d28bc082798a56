/** Pakistani cities with a province, for shops and addresses. */
export const SHOP_CITIES = [
  'Lahore',
  'Karachi',
  'Islamabad',
  'Rawalpindi',
  'Faisalabad',
  'Multan',
  'Peshawar',
  'Quetta',
  'Sialkot',
  'Hyderabad',
  'Gujranwala',
];

/** The 25 demo shops. */
export const SHOP_NAMES = [
  'Anarkali Fashion House',
  'Liberty Lawn Centre',
  'Saddar Mobile Mart',
  'Hafeez Centre Electronics',
  'Zainab Market Kids Corner',
  'Peshawari Chappal Ghar',
  'Multan Handicrafts',
  'Sialkot Sports Hub',
  'Faisalabad Textile Outlet',
  'Karachi Kitchen Store',
  'Islamabad Beauty Bar',
  'Rawalpindi Raja Bazaar Traders',
  'Quetta Dry Fruit Company',
  'Hyderabad Bangle & Beauty',
  'Gujranwala Home Appliances',
  'Tariq Road Trends',
  'Blue Area Gadgets',
  'Ichhra Shoe Palace',
  'Clifton Home Decor',
  'Qissa Khwani Tea House',
  'Model Town Kids Wear',
  'Gulberg Style Studio',
  'Kohinoor Stationers',
  'Shalimar Bedding Co.',
  'Bahawalpur Cholistan Crafts',
];

/** First names for owners and reviewers. */
export const FIRST_NAMES = [
  'Ahmed',
  'Ayesha',
  'Bilal',
  'Fatima',
  'Hamza',
  'Hira',
  'Usman',
  'Zainab',
  'Ali',
  'Maryam',
  'Hassan',
  'Sana',
  'Imran',
  'Mahnoor',
  'Faisal',
  'Iqra',
  'Saad',
  'Amna',
  'Omer',
  'Rabia',
  'Kashif',
  'Noor',
  'Waqas',
  'Mehwish',
];

/** Family names for owners and reviewers. */
export const LAST_NAMES = [
  'Khan',
  'Malik',
  'Qureshi',
  'Chaudhry',
  'Butt',
  'Sheikh',
  'Raza',
  'Siddiqui',
  'Abbasi',
  'Mirza',
  'Hussain',
  'Javed',
  'Baloch',
  'Awan',
  'Shah',
];

/** Review comments by rating band. */
export const REVIEW_COMMENTS: Record<'good' | 'ok' | 'bad', string[]> = {
  good: [
    'Bohat acha product hai, quality zabardast.',
    'Exactly as shown in the pictures. Fast delivery to Lahore.',
    'Excellent quality, highly recommended!',
    'Packing was very good and the seller was responsive.',
    'Value for money. Will order again.',
    'Fabric is soft and the stitching is neat.',
  ],
  ok: [
    'Theek hai, price ke hisaab se acha hai.',
    'Good product but delivery took a few days longer.',
    'Colour is slightly different from the picture.',
    'Average quality, does the job.',
  ],
  bad: [
    'Not as described. Quality is poor.',
    'Size was smaller than expected.',
    'Delivery was late and the box was damaged.',
  ],
};
