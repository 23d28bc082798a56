export { ImageGallery, type ImageGalleryLabels, type ImageGalleryProps } from './image-gallery';
export {
  imageGalleryDialogVariants,
  imageGalleryNavVariants,
  imageGalleryStageVariants,
  imageGalleryThumbnailVariants,
  imageGalleryVariants,
} from './image-gallery.variants';
