/**
 * Renders its children once the screen's first frame is painted, as a transition (React
 * yields to input while it renders them): content below the fold then does not hold back
 * the first paint. Children that render nothing must not change the layout above them.
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from '../../host/afterNextPaint';

export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted ? children : null;
}
