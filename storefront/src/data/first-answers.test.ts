// @vitest-environment jsdom
import { unstable_serialize } from 'swr';
import { unstable_serialize as unstable_serialize_infinite } from 'swr/infinite';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_ANSWERS_ID, firstAnswer, readFirstAnswers } from './first-answers';

/** The page as the server sends it: `text` in the script element that carries the answers. */
function sentWith(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_ANSWERS_ID;
  script.textContent = text;
  document.body.append(script);
}
afterEach(() => document.body.replaceChildren());

const productKey = ['product', 'p-1'];

describe('the answers a rendered page carries', () => {
  it('are read back as the server wrote them, escaped text included', () => {
    sentWith(`{"${unstable_serialize(productKey).replace(/"/g, '\\"')}":{"name":"\\u003c/script> Kurta"}}`);
    expect(readFirstAnswers()).toEqual({ [unstable_serialize(productKey)]: { name: '</script> Kurta' } });
  });

  it('are none when the page came without them or with something unreadable', () => {
    expect(readFirstAnswers()).toBeUndefined();
    for (const text of ['', '{"cut off', '[1,2]', 'null', '"text"']) {
      document.body.replaceChildren();
      sentWith(text);
      expect({ text, answers: readFirstAnswers() }).toEqual({ text, answers: undefined });
    }
  });

  it('answer a request by its SWR key, and refuse one the page came without', async () => {
    const answers = { [unstable_serialize(productKey)]: { name: 'Kurta' }, [unstable_serialize('items')]: [] };
    await expect(firstAnswer(answers, { key: productKey })).resolves.toEqual({ name: 'Kurta' });
    await expect(firstAnswer(answers, { key: 'items' })).resolves.toEqual([]);
    await expect(firstAnswer(answers, { key: ['product', 'p-2'] })).rejects.toThrow('came without its answer');
    // A name every object has is not an answer.
    await expect(firstAnswer(answers, { key: 'toString' })).rejects.toThrow();
  });

  it('answer a listing’s first page out of its infinite hook’s pages, under the name that hook reads', async () => {
    const pageKey = ['listing', { kind: 'newest' }, {}, null, 20];
    const page = { products: [], nextCursor: null, total: { count: 0, isExact: true }, facets: null };
    const answers = { [unstable_serialize_infinite(() => pageKey)]: [page] };
    await expect(firstAnswer(answers, { key: pageKey, firstPage: true })).resolves.toEqual(page);
    // Sent as a plain request's answer, it is not the hook's.
    await expect(
      firstAnswer({ [unstable_serialize(pageKey)]: page }, { key: pageKey, firstPage: true }),
    ).rejects.toThrow();
    await expect(
      firstAnswer({ [unstable_serialize_infinite(() => pageKey)]: [] }, { key: pageKey, firstPage: true }),
    ).rejects.toThrow();
  });
});
