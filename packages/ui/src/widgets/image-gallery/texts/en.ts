import type { ImageGalleryLabels } from '../image-gallery';

/** The image gallery's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const imageGalleryTexts = {
  gallery: (productName: string) => `Images of ${productName}`,
  image: (productName: string, index: number, total: number) => `${productName}, image ${index} of ${total}`,
  zoom: (index: number, total: number) => `View image ${index} of ${total} full size`,
  thumbnails: 'Choose an image',
  thumbnail: (index: number, total: number) => `Image ${index} of ${total}`,
  previous: 'Previous image',
  next: 'Next image',
  close: 'Close',
  noImage: 'No image available',
} satisfies Required<ImageGalleryLabels>;
