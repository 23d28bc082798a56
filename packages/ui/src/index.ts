export * from './primitives/button';
export * from './primitives/spinner';
export * from './widgets/rating-stars';
export * from './widgets/toaster';
export * from './widgets/otp-input';
export * from './widgets/resend-countdown';
export * from './widgets/track-order-timeline';
