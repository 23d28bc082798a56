export { pictureKindOf } from './kinds';
export { pictureSvg, PICTURE_VIEWS, type PictureView } from './compose';
export { SHAPES, type PictureKind } from './shapes';
export * from './picture-url';
export { pictureSource } from './render-picture';
