import { describe, expect, it } from 'vitest';
import { findLayoutProblems, type Box, type LayoutMeasure, type TextItem } from '../../.storybook/layout-check';

const box = (left: number, top: number, right: number, bottom: number): Box => ({ left, top, right, bottom });

/** A text on one line in its own 200 px wide box, unless told otherwise. */
const text = (over: Partial<TextItem> & Pick<TextItem, 'text' | 'lines'>): TextItem => ({
  label: `[data-slot=${over.text.toLowerCase().replace(/\W+/g, '-')}]`,
  length: over.text.length,
  fontSize: 16,
  containers: [],
  overlays: [],
  ancestors: [],
  ...over,
});

const page = (items: TextItem[], over: Partial<LayoutMeasure> = {}): LayoutMeasure => ({
  viewportWidth: 800,
  scrollWidth: 800,
  widest: [],
  items,
  ...over,
});

describe('findLayoutProblems', () => {
  it('passes a sound layout: texts side by side, inside their boxes', () => {
    const card = { label: '[data-slot=card]', box: box(0, 0, 300, 100) };
    const problems = findLayoutProblems(
      page([
        text({ text: 'Requested On', lines: [box(10, 10, 120, 30)], containers: [card] }),
        text({ text: 'Rs 4,799', lines: [box(150, 10, 220, 30)], containers: [card] }),
      ]),
    );
    expect(problems).toEqual([]);
  });

  it('names text that spills out of a box whose overflow is visible', () => {
    const problems = findLayoutProblems(
      page([
        text({
          text: 'View Products',
          lines: [box(20, 200, 150, 220)],
          containers: [
            { label: '[data-slot=button]', box: box(16, 196, 154, 224) },
            { label: '[data-slot=cancellation-card]', box: box(0, 0, 135, 300) },
          ],
        }),
      ]),
    );
    expect(problems).toEqual([
      'text spills out of its box: [data-slot=view-products] "View Products" [20,200 → 150,220] outside ' +
        '[data-slot=cancellation-card] [0,0 → 135,300]',
    ]);
  });

  it('tolerates a 2 px spill (rounding, side bearings)', () => {
    const problems = findLayoutProblems(
      page([
        text({ text: 'Total', lines: [box(0, 0, 102, 20)], containers: [{ label: 'p', box: box(0, 0, 100, 20) }] }),
      ]),
    );
    expect(problems).toEqual([]);
  });

  it('names a horizontal page scroll and what reaches past the viewport', () => {
    const problems = findLayoutProblems(
      page([], { scrollWidth: 1216, widest: [{ label: '[data-slot=table]', box: box(16, 0, 1216, 40) }] }),
    );
    expect(problems).toEqual([
      'page scrolls sideways: 1216px wide in a 800px viewport (reaching past it: [data-slot=table] [16,0 → 1216,40])',
    ]);
  });

  it('names two texts laid over each other, with both boxes', () => {
    const problems = findLayoutProblems(
      page([
        text({ text: '29/10/2024 12:45 PM', lines: [box(10, 100, 130, 120)] }),
        text({ text: 'Rs 4,799', lines: [box(60, 104, 120, 124)] }),
      ]),
    );
    expect(problems).toEqual([
      'texts overlap: [data-slot=29-10-2024-12-45-pm] "29/10/2024 12:45 PM" [10,100 → 130,120] and ' +
        '[data-slot=rs-4-799] "Rs 4,799" [60,104 → 120,124]',
    ]);
  });

  it('lets texts touch by up to 2 px each way', () => {
    const problems = findLayoutProblems(
      page([
        text({ text: 'Status', lines: [box(0, 0, 50, 20)] }),
        text({ text: 'Pending', lines: [box(48, 18, 90, 38)] }),
      ]),
    );
    expect(problems).toEqual([]);
  });

  it('lets an intended overlay (a popover, a badge on a picture) cover text outside it, not text inside it', () => {
    const under = text({ text: 'Sort by', lines: [box(0, 0, 100, 20)] });
    const menu = text({ text: 'Newest', lines: [box(0, 5, 100, 25)], overlays: ['layer0'] });
    const sameMenu = text({ text: 'Oldest', lines: [box(0, 10, 100, 30)], overlays: ['layer0'] });
    const problems = findLayoutProblems(page([under, menu, sameMenu]));
    expect(problems).toEqual([expect.stringMatching(/^texts overlap: .*"Newest".*"Oldest"/)]);
  });

  it("does not compare an element's text with its descendant's", () => {
    const problems = findLayoutProblems(
      page([
        text({ text: 'Total:', lines: [box(0, 0, 100, 20)] }),
        text({ text: 'Rs 100', lines: [box(40, 0, 100, 20)], ancestors: [0] }),
      ]),
    );
    expect(problems).toEqual([]);
  });

  it('names a word broken to a sliver, one character a line', () => {
    const lines = Array.from({ length: 12 }, (_, i) => box(20, 40 + i * 20, 29, 60 + i * 20));
    const problems = findLayoutProblems(page([text({ text: '5d2e8f1a-4b7c', lines })]));
    expect(problems).toEqual([
      'word broken to a sliver: [data-slot=5d2e8f1a-4b7c] "5d2e8f1a-4b7c" in 12 lines [20,40 → 29,280]',
    ]);
  });

  it('does not call a narrow column of short words, or a wide wrapped paragraph, a sliver', () => {
    const paragraph = [box(0, 0, 300, 20), box(0, 20, 300, 40), box(0, 40, 120, 60)];
    const twoLines = [box(0, 100, 20, 120), box(0, 120, 20, 140)];
    const problems = findLayoutProblems(
      page([text({ text: 'A long paragraph', lines: paragraph }), text({ text: 'Qty 2', lines: twoLines })]),
    );
    expect(problems).toEqual([]);
  });
});
