export { serveImage, type ResizableImage } from './serve-image';
export { encodeImage, type ImageSource } from './encode-image';
export { imageQuery, snapWidth, IMAGE_WIDTHS, DEFAULT_IMAGE_WIDTH, type ImageQuery } from './image-query';
export { negotiateFormat, IMAGE_FORMATS, type ImageFormat } from './negotiate';
export { placeholderQuery, placeholderSvg, PLACEHOLDER_DESIGN_WIDTH } from './placeholder-svg';
