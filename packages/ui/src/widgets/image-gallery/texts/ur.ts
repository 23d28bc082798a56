import type { TextsIn } from '../../../lib/kit-texts';
import type { imageGalleryTexts } from './en';

/** The image gallery's texts in Urdu. */
export const imageGalleryTextsUr: TextsIn<typeof imageGalleryTexts> = {
  gallery: (productName) => `${productName} کی تصاویر`,
  image: (productName, index, total) => `${productName}، ${total} میں سے تصویر ${index}`,
  zoom: (index, total) => `${total} میں سے تصویر ${index} پورے سائز میں دیکھیں`,
  thumbnails: 'تصویر منتخب کریں',
  thumbnail: (index, total) => `${total} میں سے تصویر ${index}`,
  previous: 'پچھلی تصویر',
  next: 'اگلی تصویر',
  close: 'بند کریں',
  noImage: 'کوئی تصویر دستیاب نہیں',
};
