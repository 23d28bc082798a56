// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testProduct } from '../test-support/test-product';
import { ProductCard } from '../widgets/product-card';
import { ResponsiveImagesProvider, type ImageCandidates } from './responsive-image';

/** jsdom has no IntersectionObserver: this one reports what a test says came near the screen. */
class FakeIntersectionObserver {
  static watched = new Set<Element>();
  static current: FakeIntersectionObserver | undefined;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.current = this;
  }
  observe(target: Element) {
    FakeIntersectionObserver.watched.add(target);
  }
  unobserve(target: Element) {
    FakeIntersectionObserver.watched.delete(target);
  }
  disconnect() {}
  /** The pictures given come within the margin, as the browser reports it. */
  come(...targets: Element[]) {
    const entries = targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const original = globalThis.IntersectionObserver;
beforeAll(() => {
  globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
});
afterAll(() => {
  globalThis.IntersectionObserver = original;
});
afterEach(cleanup);

const candidates: ImageCandidates = (url) => [160, 320].map((width) => ({ url: `${url}?w=${width}`, width }));
const card = (id: string, loading: 'lazy' | 'eager' = 'lazy', image = `/pictures/${id}`) => (
  <ProductCard key={id} product={testProduct({ id, name: id, images: [image] })} imageLoading={loading} />
);
const coverOf = (name: string) => screen.getByRole('article', { name }).querySelector('img')!;

describe('pictures that wait for the screen (ResponsiveImagesProvider nearScreen)', () => {
  it('sends a lazy picture without its files until it comes within a screen, and keeps an eager one as it was', async () => {
    const { rerender } = render(
      <ResponsiveImagesProvider candidates={candidates} nearScreen>
        {card('first', 'eager')}
        {card('below')}
      </ResponsiveImagesProvider>,
    );
    expect(coverOf('first').getAttribute('src')).toBe('/pictures/first');
    expect(coverOf('first').getAttribute('srcset')).toBe('/pictures/first?w=160 160w, /pictures/first?w=320 320w');
    const below = coverOf('below');
    expect(below.hasAttribute('src')).toBe(false);
    expect(below.hasAttribute('srcset')).toBe(false);
    expect(below.getAttribute('sizes')).toContain('50vw');

    // The watcher arrives after the first render and watches the lazy picture alone.
    await waitFor(() => expect(FakeIntersectionObserver.watched.has(below)).toBe(true));
    expect(FakeIntersectionObserver.watched.has(coverOf('first'))).toBe(false);
    act(() => FakeIntersectionObserver.current!.come(below));
    expect(below.getAttribute('src')).toBe('/pictures/below');
    expect(below.getAttribute('srcset')).toBe('/pictures/below?w=160 160w, /pictures/below?w=320 320w');
    expect(FakeIntersectionObserver.watched.has(below)).toBe(false);

    // More cards rendered later (the next page of a listing) are watched too and wait their turn.
    rerender(
      <ResponsiveImagesProvider candidates={candidates} nearScreen>
        {card('first', 'eager')}
        {card('below')}
        {card('later')}
      </ResponsiveImagesProvider>,
    );
    const later = coverOf('later');
    await waitFor(() => expect(FakeIntersectionObserver.watched.has(later)).toBe(true));
    expect(later.hasAttribute('src')).toBe(false);
    act(() => FakeIntersectionObserver.current!.come(later));
    expect(later.getAttribute('src')).toBe('/pictures/later');

    // A shown picture given another file (the same element, another picture) shows the new one.
    rerender(
      <ResponsiveImagesProvider candidates={candidates} nearScreen>
        {card('first', 'eager')}
        {card('below', 'lazy', '/pictures/below-again')}
        {card('later')}
      </ResponsiveImagesProvider>,
    );
    await waitFor(() => expect(coverOf('below').getAttribute('src')).toBe('/pictures/below-again'));
    expect(coverOf('below').getAttribute('srcset')).toContain('/pictures/below-again?w=320 320w');
  });

  it('leaves lazy pictures to the browser without nearScreen', () => {
    render(<ResponsiveImagesProvider candidates={candidates}>{card('plain')}</ResponsiveImagesProvider>);
    expect(coverOf('plain').getAttribute('src')).toBe('/pictures/plain');
    expect(coverOf('plain').getAttribute('loading')).toBe('lazy');
    expect(coverOf('plain').hasAttribute('data-near-src')).toBe(false);
  });
});
