export { Toaster, toast, type ToasterProps } from './toaster';
