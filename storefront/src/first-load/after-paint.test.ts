// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_HINTS_ID, afterPaint } from './after-paint';

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('afterPaint', () => {
  it('asks for the page’s code and data once the page has painted, then starts the storefront', async () => {
    document.head.innerHTML = `<template id="${AFTER_PAINT_HINTS_ID}"><link rel="modulepreload" href="/assets/boot.js"><link rel="preload" as="fetch" href="/api/v1/items?perPage=30"></template>`;
    const started = vi.fn(() => [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href')));
    afterPaint(started);
    await vi.waitFor(() => expect(started).toHaveBeenCalledTimes(1));
    expect(started.mock.results[0]?.value).toEqual(['/assets/boot.js', '/api/v1/items?perPage=30']);
  });

  it('waits for the largest picture the head preloads, and starts anyway when it never loads', async () => {
    vi.useFakeTimers();
    document.head.innerHTML = `<link rel="preload" as="image" href="http://localhost/picture.webp"><template id="${AFTER_PAINT_HINTS_ID}"></template>`;
    document.body.innerHTML = '<img src="http://localhost/picture.webp" alt="">';
    const image = document.images[0]!;
    image.decode = () => new Promise(() => undefined);
    const started = vi.fn();
    afterPaint(started);
    await vi.advanceTimersByTimeAsync(2900);
    expect(started).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the shopper is already using the page, and only once', async () => {
    vi.useFakeTimers();
    document.head.innerHTML = `<template id="${AFTER_PAINT_HINTS_ID}"></template>`;
    const started = vi.fn();
    const startNow = afterPaint(started);
    expect(started).not.toHaveBeenCalled();
    startNow();
    expect(started).toHaveBeenCalledTimes(1);
    startNow();
    await vi.advanceTimersByTimeAsync(3100);
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('starts at once, and only once, a page rendered in its loading state (its code named in the head)', async () => {
    vi.useFakeTimers();
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/boot.js">';
    const started = vi.fn();
    const startNow = afterPaint(started);
    expect(started).toHaveBeenCalledTimes(1);
    startNow();
    await vi.advanceTimersByTimeAsync(3100);
    expect(started).toHaveBeenCalledTimes(1);
  });
});
