export { ImageGallery, type ImageGalleryLabels, type ImageGalleryProps } from './image-gallery';
export {
  imageGalleryNavVariants,
  imageGalleryStageVariants,
  imageGalleryThumbnailVariants,
  imageGalleryVariants,
} from './image-gallery.variants';
