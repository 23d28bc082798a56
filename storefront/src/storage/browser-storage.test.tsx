// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useStoredOnceRead } from './browser-storage';

const parseNames = (raw: string) => JSON.parse(raw) as string[];

/** A page built from a stored list, like the cart: its loading state until the storage has been read. */
function StoredNames() {
  const names = useStoredOnceRead('searchHistory', parseNames, []);
  if (!names) return <p>Loading your searches</p>;
  return (
    <ul aria-label="Searches">
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

/** Marks the document once React has committed its take-over (a layout effect runs in that commit). */
function TakenOverMark() {
  useLayoutEffect(() => {
    document.body.dataset.takenOver = 'yes';
  }, []);
  return null;
}

const page = (
  <>
    <TakenOverMark />
    <StoredNames />
  </>
);

/** The browser's next task: where it may paint, between React's tasks. */
const nextTask = () => new Promise((resolve) => setImmediate(resolve));

describe('a value from browser storage on a page the server rendered', () => {
  afterEach(() => {
    localStorage.clear();
    document.body.replaceChildren();
    delete document.body.dataset.takenOver;
  });

  it('is rendered by the server as the loading state, and taken over with the stored value before a paint', async () => {
    localStorage.setItem('searchHistory', JSON.stringify(['lawn suit', 'kurta']));
    const root = document.createElement('div');
    root.innerHTML = renderToString(page);
    document.body.append(root);
    expect(screen.getByText('Loading your searches')).toBeTruthy();

    const mismatches: unknown[] = [];
    hydrateRoot(root, page, { onRecoverableError: (error) => mismatches.push(error) });
    // Between any two of React's tasks the browser may paint: once React has taken the page over, no such moment
    // shows the loading state again; the stored value is there in the take-over's own task.
    const seenAfterTakeOver: string[] = [];
    for (let task = 0; task < 50 && !screen.queryByRole('list'); task += 1) {
      await nextTask();
      if (document.body.dataset.takenOver) seenAfterTakeOver.push(root.textContent ?? '');
    }
    expect(mismatches).toEqual([]);
    expect(seenAfterTakeOver.length).toBeGreaterThan(0);
    expect(seenAfterTakeOver.filter((text) => text.includes('Loading'))).toEqual([]);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['lawn suit', 'kurta']);
  });

  it('follows later changes, from another tab too', async () => {
    localStorage.setItem('searchHistory', JSON.stringify(['lawn suit']));
    const root = document.createElement('div');
    root.innerHTML = renderToString(page);
    document.body.append(root);
    await act(async () => void hydrateRoot(root, page));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['lawn suit']);
    act(() => {
      localStorage.setItem('searchHistory', JSON.stringify(['chappal', 'lawn suit']));
      window.dispatchEvent(new StorageEvent('storage', { key: 'searchHistory' }));
    });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['chappal', 'lawn suit']);
  });
});
