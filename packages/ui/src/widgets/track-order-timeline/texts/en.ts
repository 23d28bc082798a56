import type { TrackOrderTimelineLabels } from '../track-order-timeline';

/** The timeline's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const trackOrderTimelineTexts = {
  heading: (orderId: string) => `Order ${orderId}`,
  lastLocation: 'Last location',
  estimatedDelivery: 'Estimated delivery',
  status: 'Status',
  cancelled: 'This order was cancelled.',
  currentStep: 'current step',
  doneStep: 'done',
  notYetStep: 'not yet',
} satisfies Required<TrackOrderTimelineLabels>;
