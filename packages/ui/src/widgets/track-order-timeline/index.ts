export { TrackOrderTimeline, type TrackOrderTimelineProps, type TimelineStep } from './track-order-timeline';
