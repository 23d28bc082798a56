import { useEffect, useState } from 'react';

/** False until the browser is first idle after the component mounted (at the latest `timeout` ms later), then true. */
export function useIdle(timeout = 2_000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'undefined') {
      const timer = setTimeout(() => setIdle(true), 0);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(true), { timeout });
    return () => cancelIdleCallback(handle);
  }, [timeout]);
  return idle;
}
