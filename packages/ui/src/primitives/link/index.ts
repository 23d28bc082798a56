export { Link, type LinkProps } from './link';
export { linkExternalIconVariants, linkVariants } from './link.variants';
