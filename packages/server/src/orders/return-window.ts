/** Days after delivery during which a return may be requested ('within 7 days of delivery'). */
export const RETURN_WINDOW_DAYS = 7;

const DAY_MS = 24 * 3600_000;

/** True while `now` is at most seven days after the delivery. */
export function withinReturnWindow(deliveredAt: Date, now: Date): boolean {
  return now.getTime() - deliveredAt.getTime() <= RETURN_WINDOW_DAYS * DAY_MS;
}
