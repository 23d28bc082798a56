// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { inlineArrowStep, isRightToLeft } from './reading-direction';

afterEach(() => {
  document.documentElement.removeAttribute('dir');
  document.body.innerHTML = '';
});

const page = (html: string) => {
  document.body.innerHTML = html;
  return (id: string) => document.getElementById(id)!;
};

describe('isRightToLeft', () => {
  it('reads the nearest dir above an element, the document when none is nearer', () => {
    document.documentElement.dir = 'rtl';
    const byId = page('<div id="urdu"><p id="english" dir="ltr"><span id="inner"></span></p></div>');
    expect(isRightToLeft(byId('urdu'))).toBe(true);
    expect(isRightToLeft(byId('english'))).toBe(false);
    expect(isRightToLeft(byId('inner'))).toBe(false);
  });

  it('reads left-to-right without any dir, and follows a dir set later', () => {
    const byId = page('<div id="box"><span id="inner"></span></div>');
    expect(isRightToLeft(byId('inner'))).toBe(false);
    byId('box').dir = 'rtl';
    expect(isRightToLeft(byId('inner'))).toBe(true);
  });
});

describe('inlineArrowStep', () => {
  it('moves forward with ArrowRight left-to-right and with ArrowLeft right-to-left', () => {
    const byId = page('<div id="ltr"></div><div id="rtl" dir="rtl"></div>');
    expect(inlineArrowStep('ArrowRight', byId('ltr'))).toBe(1);
    expect(inlineArrowStep('ArrowLeft', byId('ltr'))).toBe(-1);
    expect(inlineArrowStep('ArrowLeft', byId('rtl'))).toBe(1);
    expect(inlineArrowStep('ArrowRight', byId('rtl'))).toBe(-1);
    expect(inlineArrowStep('Home', byId('rtl'))).toBeUndefined();
  });
});
