// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

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
});
