import { describe, expect, it } from 'vitest';
import { swatchFill } from './colour-swatch';

describe('swatchFill', () => {
  it('paints multi-word colour names as their colour, never as a rainbow', () => {
    expect(swatchFill('Navy Blue')).toEqual({ kind: 'colour', css: '#1f2a44' });
    expect(swatchFill('Olive Green')).toEqual({ kind: 'colour', css: '#556b2f' });
    expect(swatchFill('Sky Blue')).toEqual({ kind: 'colour', css: '#87ceeb' });
    expect(swatchFill('Off-White')).toEqual({ kind: 'colour', css: '#f4f1ea' });
    expect(swatchFill('Dusty Pink')).toEqual({ kind: 'colour', css: '#f4a6c0' });
  });

  it('knows the names shops use, in any case, and takes hex values as given', () => {
    expect(swatchFill('Mustard')).toEqual({ kind: 'colour', css: '#d4a017' });
    expect(swatchFill('Maroon')).toEqual({ kind: 'colour', css: '#800000' });
    expect(swatchFill('teal')).toEqual({ kind: 'colour', css: '#0f7b7b' });
    expect(swatchFill('#0F766E')).toEqual({ kind: 'colour', css: '#0f766e' });
  });

  it('keeps the rainbow for multicolour items only; an unknown name is neutral', () => {
    for (const name of ['Multi', 'Multicolour', 'Multi Color', 'multicoloured', 'Assorted']) {
      expect(swatchFill(name)).toEqual({ kind: 'multi' });
    }
    expect(swatchFill('Unicorn Dream')).toEqual({ kind: 'unknown' });
    expect(swatchFill('')).toEqual({ kind: 'unknown' });
  });
});
