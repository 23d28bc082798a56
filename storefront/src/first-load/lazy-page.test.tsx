// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageLoadFailed } from '../layout/page-load-failed';
import { lazyPage, setFailureScreen } from './lazy-page';

const Hello = () => <h1>Hello from the page</h1>;

afterEach(cleanup);

describe('lazyPage', () => {
  it('suspends on a first render before its code has arrived, like React.lazy', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Hello }));
    render(
      <Suspense fallback={<p>Loading page</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading page')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Hello from the page' })).toBeTruthy();
  });

  it('renders straight through once load() has fetched its code', async () => {
    let loads = 0;
    const Page = lazyPage(() => {
      loads += 1;
      return Promise.resolve({ default: Hello });
    });
    await Page.load();
    render(
      <Suspense fallback={<p>Loading page</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Hello from the page' })).toBeTruthy();
    expect(screen.queryByText('Loading page')).toBeNull();
    await Page.load();
    expect(loads).toBe(1);
  });

  it('keeps the storefront mounted when its code cannot be downloaded: the failure screen in its place', async () => {
    const reload = vi.fn();
    setFailureScreen(() => <PageLoadFailed reload={reload} />);
    const Page = lazyPage(() => Promise.reject(new TypeError('Failed to fetch')));
    render(
      <>
        <header>Sauda</header>
        <Suspense fallback={<p>Loading page</p>}>
          <Page />
        </Suspense>
      </>,
    );
    // The failure screen's first render (the kit's EmptyState, Button and icons) took over the default second once on a
    // busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not open this page' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('Sauda')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Homepage' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
    // Coming back online opens the page again by itself.
    fireEvent(window, new Event('online'));
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
