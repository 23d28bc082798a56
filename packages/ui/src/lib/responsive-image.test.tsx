// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testProduct } from '../test-support/test-product';
import { ImageGallery } from '../widgets/image-gallery';
import { CategoryTiles } from '../widgets/category-tiles';
import { ProductCard } from '../widgets/product-card';
import { ResponsiveImagesProvider, srcSetOf, type ImageCandidates } from './responsive-image';

afterEach(cleanup);

const candidates: ImageCandidates = (url) =>
  url.startsWith('/pictures/') ? [320, 160, 640].map((width) => ({ url: `${url}?w=${width}`, width })) : undefined;

const product = testProduct({ images: ['/pictures/kurta', '/pictures/kurta-back'] });

const coverOf = (name: string) => screen.getByRole('article', { name }).querySelector('img')!;

describe('srcSetOf', () => {
  it('lists the files narrowest first with their widths', () => {
    expect(srcSetOf([...(candidates('/pictures/a') ?? [])])).toBe(
      '/pictures/a?w=160 160w, /pictures/a?w=320 320w, /pictures/a?w=640 640w',
    );
  });
});

describe('responsive pictures in widgets', () => {
  it('gives a product card srcset and sizes, and keeps its src', () => {
    render(
      <ResponsiveImagesProvider candidates={candidates}>
        <ProductCard product={product} />
      </ResponsiveImagesProvider>,
    );
    const cover = coverOf(product.name);
    expect(cover.getAttribute('src')).toBe('/pictures/kurta');
    expect(cover.getAttribute('srcset')).toBe(
      '/pictures/kurta?w=160 160w, /pictures/kurta?w=320 320w, /pictures/kurta?w=640 640w',
    );
    expect(cover.getAttribute('sizes')).toContain('50vw');
  });

  it('leaves a preloaded cover, an unknown URL and a page without the provider with their one src', () => {
    render(
      <>
        <ResponsiveImagesProvider candidates={candidates}>
          <ProductCard product={{ ...product, id: 'p-2', name: 'Preloaded' }} imagePreloaded />
          <ProductCard product={{ ...product, id: 'p-3', name: 'Elsewhere', images: ['https://cdn.example/k.jpg'] }} />
        </ResponsiveImagesProvider>
        <ProductCard product={{ ...product, id: 'p-4', name: 'Plain' }} />
      </>,
    );
    for (const name of ['Preloaded', 'Elsewhere', 'Plain']) {
      expect(coverOf(name).hasAttribute('srcset'), name).toBe(false);
      expect(coverOf(name).hasAttribute('sizes'), name).toBe(false);
    }
  });

  it('gives the gallery thumbnails srcset, and the first stage picture (preloaded) none', () => {
    render(
      <ResponsiveImagesProvider candidates={candidates}>
        <ImageGallery productName={product.name} images={product.images} priority />
      </ResponsiveImagesProvider>,
    );
    const stage = screen.getByRole('img', { name: `${product.name}, image 1 of 2` });
    expect(stage.hasAttribute('srcset')).toBe(false);
    const thumbnail = screen.getByRole('button', { name: /2 of 2/ }).querySelector('img')!;
    expect(thumbnail.getAttribute('srcset')).toContain('/pictures/kurta-back?w=160 160w');
    expect(thumbnail.getAttribute('sizes')).toBe('4.5rem');
  });

  it('shows a preloaded picture as the provider’s one file for it (a smaller one when saving data)', () => {
    render(
      <ResponsiveImagesProvider candidates={candidates} singleUrl={(url) => `${url}?w=480&q=lite`}>
        <ProductCard product={{ ...product, id: 'p-2', name: 'Preloaded' }} imagePreloaded />
        <ImageGallery productName={product.name} images={product.images} priority />
      </ResponsiveImagesProvider>,
    );
    expect(coverOf('Preloaded').getAttribute('src')).toBe('/pictures/kurta?w=480&q=lite');
    expect(coverOf('Preloaded').hasAttribute('srcset')).toBe(false);
    const stage = screen.getByRole('img', { name: `${product.name}, image 1 of 2` });
    expect(stage.getAttribute('src')).toBe('/pictures/kurta?w=480&q=lite');
  });

  it('gives category tiles files as wide as the tile, not the picture’s default width', () => {
    render(
      <ResponsiveImagesProvider candidates={candidates}>
        <CategoryTiles categories={[{ id: 'c-1', name: 'Kurtas', image: '/pictures/kurtas' }]} />
      </ResponsiveImagesProvider>,
    );
    const tile = screen.getByRole('link', { name: 'Kurtas' }).querySelector('img')!;
    expect(tile.getAttribute('srcset')).toContain('/pictures/kurtas?w=160 160w');
    expect(tile.getAttribute('sizes')).toBe('96px');
  });
});
