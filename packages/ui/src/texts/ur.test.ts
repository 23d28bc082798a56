import { describe, expect, it } from 'vitest';
import { notInUrdu, shownTexts, textShape } from '../../../commerce/src/test-support/texts';
import { urduTexts } from './ur';

/** Every widget's English texts, by file and export name. */
const english = Object.entries(
  import.meta.glob<Record<string, object>>(['../widgets/*/texts/en.ts', '../primitives/*/texts/en.ts'], {
    eager: true,
  }),
).flatMap(([file, module]) => Object.entries(module).map(([name, texts]) => ({ at: `${file} ${name}`, texts })));

describe("the kit's Urdu texts", () => {
  it('cover every widget with English texts of its own', () => {
    expect(english.length).toBeGreaterThan(60);
    expect(english.filter(({ texts }) => !urduTexts.has(texts)).map(({ at }) => at)).toEqual([]);
  });

  it.each(english)('$at: the same keys and arguments in Urdu', ({ texts }) => {
    expect(textShape(urduTexts.get(texts) ?? {})).toEqual(textShape(texts));
  });

  it('are written in Urdu script, none left in English', () => {
    const leftInEnglish = english.flatMap(({ at, texts }) =>
      notInUrdu(shownTexts(urduTexts.get(texts) ?? {})).map((text) => `${at}: ${text}`),
    );
    expect(leftInEnglish).toEqual([]);
  });
});
