export { toast } from './toast';
export { Toaster, type ToasterProps } from './toaster';
