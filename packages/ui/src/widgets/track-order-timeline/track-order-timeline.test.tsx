// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KitTextsProvider, translated } from '../../lib/kit-texts';
import { TrackOrderTimeline } from './track-order-timeline';
import { trackOrderTimelineTexts } from './texts/en';
import { trackOrderTimelineTextsUr } from './texts/ur';

afterEach(cleanup);

const urdu = new Map([translated(trackOrderTimelineTexts, trackOrderTimelineTextsUr)]);
const steps = [{ label: 'Pending' }, { label: 'Confirmed' }, { label: 'Shipped' }];
const stepTexts = () => screen.getAllByRole('listitem').map((step) => step.textContent);

describe('TrackOrderTimeline texts', () => {
  it('says each step’s state in English by default', () => {
    render(<TrackOrderTimeline orderId="SD-1" steps={steps} currentIndex={1} state="cancelled" />);
    expect(screen.getByRole('heading', { name: 'Order SD-1' })).toBeTruthy();
    expect(screen.getByText('This order was cancelled.')).toBeTruthy();
    expect(stepTexts()).toEqual(['✓Pending (done)', '×Confirmed (current step)', '3Shipped (not yet)']);
  });

  it("speaks the provider's language; `cancelledText` and `labels` still win", () => {
    render(
      <KitTextsProvider texts={urdu}>
        <TrackOrderTimeline
          orderId="SD-1"
          steps={steps}
          currentIndex={1}
          state="cancelled"
          cancelledText="Stopped"
          labels={{ doneStep: 'passed' }}
        />
      </KitTextsProvider>,
    );
    expect(screen.getByRole('heading', { name: 'آرڈر SD-1' })).toBeTruthy();
    expect(screen.getByText('Stopped')).toBeTruthy();
    expect(stepTexts()).toEqual(['✓Pending (passed)', '×Confirmed (موجودہ مرحلہ)', '3Shipped (ابھی نہیں)']);
  });
});
