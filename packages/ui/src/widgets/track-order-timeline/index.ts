export {
  TrackOrderTimeline,
  type TimelineStep,
  type TrackOrderTimelineLabels,
  type TrackOrderTimelineProps,
} from './track-order-timeline';
