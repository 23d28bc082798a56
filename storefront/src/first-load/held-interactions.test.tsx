// @vitest-environment jsdom
import { act, useEffect, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  holdInteractions,
  letHeldInteractionsThrough,
  replayHeldInteractions,
  stopHoldingInteractions,
} from './held-interactions';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

interface PageProps {
  onAdd: () => void;
  onSearch: (text: string) => void;
  onTakeOver?: () => void;
}

/** A page with a button, a checkbox, a link and a search form, all controlled by React. */
function Page({ onAdd, onSearch, onTakeOver }: PageProps) {
  const [text, setText] = useState('');
  const [onlyInStock, setOnlyInStock] = useState(false);
  useEffect(() => onTakeOver?.(), [onTakeOver]);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <main>
      <button type="button" onClick={onAdd}>
        <span>Add to Cart</span>
      </button>
      <label>
        <input type="checkbox" checked={onlyInStock} onChange={(event) => setOnlyInStock(event.target.checked)} />
        In stock
      </label>
      <a href="#reviews">Reviews</a>
      <form role="search" action="/search" onSubmit={search}>
        <input name="query" aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
        <button type="submit">Search</button>
      </form>
    </main>
  );
}

/** What the page's handlers saw. */
const seen = { added: 0, searches: [] as string[] };
const handlers = { onAdd: () => (seen.added += 1), onSearch: (text: string) => seen.searches.push(text) };
let root: Root | undefined;

function renderOnServer() {
  seen.added = 0;
  seen.searches = [];
  document.body.innerHTML = `<div id="root">${renderToString(<Page {...handlers} />)}</div>`;
}

/** As `boot.tsx` does: holding stops as React starts, and the held taps are replayed at its first commit. */
async function takeOver() {
  stopHoldingInteractions();
  await act(async () => {
    root = hydrateRoot(document.getElementById('root')!, <Page {...handlers} onTakeOver={replayHeldInteractions} />);
  });
  // The held taps are replayed in a task after the take-over's reports.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const byText = (text: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === text)!;
const checkbox = () => document.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
const field = () => document.querySelector<HTMLInputElement>('input[name="query"]')!;

/** Types as the browser does before any script handles it: the value changes, then `input` fires. */
function type(text: string) {
  field().value = text;
  field().dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  letHeldInteractionsThrough();
  document.body.replaceChildren();
});

describe('held interactions', () => {
  it('holds a tap before the take-over, asks for the code at once, and replays the tap once taken over', async () => {
    renderOnServer();
    const start = vi.fn();
    holdInteractions(start);
    byText('Add to Cart').querySelector('span')!.click();
    expect(start).toHaveBeenCalledTimes(1);
    expect(seen.added).toBe(0);

    await takeOver();
    expect(seen.added).toBe(1);
    // Taken over, a tap goes straight to the storefront.
    byText('Add to Cart').click();
    expect(seen.added).toBe(2);
  });

  it('replays a control tapped several times before the take-over once, and asks for the code once', async () => {
    renderOnServer();
    const start = vi.fn();
    holdInteractions(start);
    for (let tap = 0; tap < 3; tap += 1) byText('Add to Cart').click();
    expect(start).toHaveBeenCalledTimes(1);
    await takeOver();
    expect(seen.added).toBe(1);
  });

  it('keeps a checkbox as it was until the take-over, then ticks it through the storefront', async () => {
    renderOnServer();
    holdInteractions(vi.fn());
    checkbox().closest('label')!.click();
    expect(checkbox().checked).toBe(false);
    await takeOver();
    expect(checkbox().checked).toBe(true);
  });

  it('submits the text typed before the take-over through the storefront, not by leaving the page', async () => {
    renderOnServer();
    holdInteractions(vi.fn());
    type('lawn suit');
    const submitted = field().form!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(submitted).toBe(false);
    await takeOver();
    expect(seen.searches).toEqual(['lawn suit']);
    expect(field().value).toBe('lawn suit');
  });

  it('leaves links alone', () => {
    renderOnServer();
    const start = vi.fn();
    holdInteractions(start);
    const link = document.querySelector('a')!;
    expect(link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true);
    expect(start).not.toHaveBeenCalled();
  });

  it('drops a tap on an element the take-over replaced', async () => {
    renderOnServer();
    holdInteractions(vi.fn());
    byText('Add to Cart').click();
    document.getElementById('root')!.innerHTML = renderToString(<Page {...handlers} />);
    await takeOver();
    expect(seen.added).toBe(0);
  });

  it('lets a held search go its own way when the storefront cannot load', () => {
    renderOnServer();
    holdInteractions(vi.fn());
    type('lawn');
    byText('Search').click();
    const submissions: boolean[] = [];
    field().form!.addEventListener('submit', (event) => {
      submissions.push(event.defaultPrevented);
      event.preventDefault(); // jsdom cannot navigate
    });
    letHeldInteractionsThrough();
    expect(submissions).toEqual([false]);
    expect(seen.searches).toEqual([]);
  });

  it('answers a tap made while the storefront takes the page over once, through React', async () => {
    renderOnServer();
    holdInteractions(vi.fn());
    stopHoldingInteractions();
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
    try {
      root = hydrateRoot(document.getElementById('root')!, <Page {...handlers} onTakeOver={replayHeldInteractions} />);
      // Before React has committed: it takes the page over at once to answer the tap.
      byText('Add to Cart').click();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(seen.added).toBe(1);
    } finally {
      Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    }
  });

  it('reports text typed while the storefront takes the page over, which React would take as it found it', async () => {
    renderOnServer();
    holdInteractions(vi.fn());
    stopHoldingInteractions();
    // Typed after holding stopped, before React has the field.
    type('lawn suit');
    await act(async () => {
      root = hydrateRoot(document.getElementById('root')!, <Page {...handlers} onTakeOver={replayHeldInteractions} />);
    });
    const submitted = field().form!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(submitted).toBe(false);
    expect(seen.searches).toEqual(['lawn suit']);
  });
});
