/** The breakpoints the storefront designs for: the spec's 640/768/1024 plus a small phone and a desktop. */
const viewport = (name: string, width: number, height: number, type: 'mobile' | 'tablet' | 'desktop') => ({
  name,
  styles: { width: `${width}px`, height: `${height}px` },
  type,
});

export const viewports = {
  phone360: viewport('Phone 360', 360, 740, 'mobile'),
  phone640: viewport('Large phone 640', 640, 900, 'mobile'),
  tablet768: viewport('Tablet 768', 768, 1024, 'tablet'),
  laptop1024: viewport('Laptop 1024', 1024, 768, 'desktop'),
  desktop1280: viewport('Desktop 1280', 1280, 800, 'desktop'),
};
