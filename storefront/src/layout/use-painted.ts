import { afterNextPaint } from '@sauda/ui';
import { useEffect, useState } from 'react';

/**
 * Whether the browser has painted the component's first render: false at first (and on the server), true from the
 * frame after (`afterNextPaint`). What is not needed for the first look waits for it, so its requests and code do not
 * compete with that paint: the cart's lines painted 0.4 s later under Lighthouse's mobile profile while their shops'
 * names and vouchers were asked for first.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
