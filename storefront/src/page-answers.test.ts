// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_ANSWERS_ID, answeringFirstFrom, readPageAnswers } from './page-answers';

afterEach(() => document.body.replaceChildren());

const pageWith = (text: string) => {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${PAGE_ANSWERS_ID}"></script>`;
  document.getElementById(PAGE_ANSWERS_ID)!.textContent = text;
};

describe('a rendered page’s answers', () => {
  it('are read from the page, and a page without them or with a broken block has none', () => {
    pageWith('{"/api/v1/items?perPage=30":{"itemList":[]}}');
    expect(readPageAnswers()).toEqual({ '/api/v1/items?perPage=30': { itemList: [] } });
    pageWith('{"broken');
    expect(readPageAnswers()).toEqual({});
    document.body.replaceChildren();
    expect(readPageAnswers()).toEqual({});
  });

  it('answer each first GET once; a repeat, another address or another method goes to the network', async () => {
    const network = vi.fn(async () => Response.json({ from: 'network' }));
    const fetch = answeringFirstFrom({ '/api/v1/products/1': { from: 'page' } }, network);
    const read = async (input: string, method = 'GET') => (await fetch(input, { method })).json();
    expect(await read('/api/v1/products/1')).toEqual({ from: 'page' });
    expect(network).not.toHaveBeenCalled();
    expect(await read('/api/v1/products/1')).toEqual({ from: 'network' });
    expect(await read('/api/v1/products/2')).toEqual({ from: 'network' });
    const other = answeringFirstFrom({ '/api/v1/wishlist': [] }, network);
    expect(await (await other('/api/v1/wishlist', { method: 'POST' })).json()).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(3);
  });
});
