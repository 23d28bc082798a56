// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ViewObserver } from '../test-support/view-observer';
import { useNearViewport } from './use-near-viewport';

/** Shows what the hook says, on the element it watches. */
function Watched({ ahead }: { ahead?: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(ahead);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

beforeEach(() => {
  ViewObserver.all = [];
  vi.stubGlobal('IntersectionObserver', ViewObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('is false until the element comes within half a screen below the viewport, then stays true', () => {
    const { container } = render(<Watched />);
    expect(container.textContent).toBe('far');
    const [observer] = ViewObserver.all;
    expect(observer?.observed).toEqual([container.firstElementChild]);
    expect(observer?.options?.rootMargin).toBe('0px 0px 50% 0px');
    act(() => observer?.comeIntoView());
    expect(container.textContent).toBe('near');
    expect(observer?.disconnected).toBe(true);
    expect(ViewObserver.all).toHaveLength(1);
  });

  it('looks as far ahead as asked', () => {
    render(<Watched ahead="200px" />);
    expect(ViewObserver.all[0]?.options?.rootMargin).toBe('0px 0px 200px 0px');
  });

  it('stops watching when the element goes away first', () => {
    const { unmount } = render(<Watched />);
    unmount();
    expect(ViewObserver.all[0]?.disconnected).toBe(true);
  });

  it('is true at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<Watched />);
    expect(container.textContent).toBe('near');
  });
});
