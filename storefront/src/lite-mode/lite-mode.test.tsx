// @vitest-environment jsdom
import { ResponsiveImg } from '@sauda/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LITE_ROOT_ATTRIBUTE } from './lite-cookie';
import { LiteImagesProvider } from './lite-images-provider';
import { RenderedLiteModeProvider } from './lite-mode';
import { LiteModePanel } from './lite-mode-panel';

const clearCookie = () => void (document.cookie = 'liteMode=; path=/; max-age=0');

beforeEach(() => {
  localStorage.clear();
  clearCookie();
});
afterEach(() => {
  clearCookie();
  document.body.innerHTML = '';
});

describe('the Lite mode switch', () => {
  it('keeps the shopper’s choice in a cookie the server reads, and clears it when turned off', async () => {
    render(<LiteModePanel />);
    const lite = screen.getByRole('checkbox', { name: 'Use Lite mode on this device' });
    await userEvent.click(lite);
    expect(document.cookie).toContain('liteMode=on');
    expect(localStorage.getItem('liteMode')).toBe('true');
    await userEvent.click(lite);
    expect(document.cookie).not.toContain('liteMode=on');
    expect(localStorage.getItem('liteMode')).toBeNull();
  });

  it('gives a switch kept before cookies were its cookie', () => {
    localStorage.setItem('liteMode', 'true');
    render(<LiteImagesProvider>{null}</LiteImagesProvider>);
    expect(document.cookie).toContain('liteMode=on');
  });
});

describe('a page the server rendered in Lite mode', () => {
  const picture = (
    <LiteImagesProvider>
      <ResponsiveImg src="/api/v1/media/demo/kurta.red.1" sizes="10rem" alt="Red kurta" />
      <ResponsiveImg src="/api/v1/media/demo/kurta.red.2" sizes="20rem" alt="Preloaded kurta" single />
    </LiteImagesProvider>
  );

  /** Takes over the server's HTML as `boot.tsx` does; returns React's complaints about mismatches. */
  async function takeOver(renderedLite: boolean) {
    const root = document.createElement('div');
    root.id = 'root';
    if (renderedLite) root.setAttribute(LITE_ROOT_ATTRIBUTE, '');
    root.innerHTML = renderToString(
      <RenderedLiteModeProvider value={renderedLite}>{picture}</RenderedLiteModeProvider>,
    );
    document.body.append(root);
    expect(screen.getByRole('img', { name: 'Red kurta' }).getAttribute('srcset')).toContain(
      renderedLite ? 'q=lite' : 'w=640 640w',
    );
    const mismatches: unknown[] = [];
    await act(async () => void hydrateRoot(root, picture, { onRecoverableError: (error) => mismatches.push(error) }));
    return mismatches;
  }

  it('is taken over as rendered, with the Lite files the server preloaded', async () => {
    localStorage.setItem('liteMode', 'true');
    expect(await takeOver(true)).toEqual([]);
    expect(screen.getByRole('img', { name: 'Red kurta' }).getAttribute('srcset')).toMatch(/w=160&q=lite 320w/);
    expect(screen.getByRole('img', { name: 'Preloaded kurta' }).getAttribute('src')).toBe(
      '/api/v1/media/demo/kurta.red.2?w=480&q=lite',
    );
  });

  it('rendered before the switch was turned off: taken over as rendered, then the full files', async () => {
    expect(await takeOver(true)).toEqual([]);
    expect(screen.getByRole('img', { name: 'Red kurta' }).getAttribute('srcset')).not.toContain('q=lite');
    expect(screen.getByRole('img', { name: 'Preloaded kurta' }).getAttribute('src')).toBe(
      '/api/v1/media/demo/kurta.red.2',
    );
  });
});
