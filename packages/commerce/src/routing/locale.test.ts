import { describe, expect, it } from 'vitest';
import { localeNamed, localeOfPath, pathInLocale, pathWithoutLocale } from './locale';

describe('the language of an address', () => {
  it('is Urdu under /ur and English elsewhere, by whole segments', () => {
    expect(localeOfPath('/ur')).toBe('ur');
    expect(localeOfPath('/ur/')).toBe('ur');
    expect(localeOfPath('/ur/product/abc')).toBe('ur');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/cart')).toBe('en');
    expect(localeOfPath('/urdu-books')).toBe('en');
  });

  it('moves a page between languages, keeping the page', () => {
    expect(pathInLocale('/cart', 'ur')).toBe('/ur/cart');
    expect(pathInLocale('/', 'ur')).toBe('/ur/');
    expect(pathInLocale('/ur', 'en')).toBe('/');
    expect(pathInLocale('/ur/category/shoes', 'en')).toBe('/category/shoes');
    expect(pathInLocale('/ur/cart', 'ur')).toBe('/ur/cart');
    expect(pathWithoutLocale('/ur/search')).toBe('/search');
  });

  it('takes only the languages it knows from a cookie', () => {
    expect(localeNamed('ur')).toBe('ur');
    expect(localeNamed('fr')).toBeUndefined();
    expect(localeNamed('constructor')).toBeUndefined();
    expect(localeNamed(undefined)).toBeUndefined();
  });
});
