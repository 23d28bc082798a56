import { ResponsiveImagesProvider } from '@sauda/ui';
import { useCallback, type ReactNode } from 'react';
import { imageCandidates } from './image-candidates';
import { useLiteMode } from './lite-mode';

/** Gives the kit's pictures their `srcset`, a step smaller in Lite mode. */
export function LiteImagesProvider({ children }: { children: ReactNode }) {
  const { on } = useLiteMode();
  const candidates = useCallback((url: string) => imageCandidates(url, on), [on]);
  return <ResponsiveImagesProvider candidates={candidates}>{children}</ResponsiveImagesProvider>;
}
