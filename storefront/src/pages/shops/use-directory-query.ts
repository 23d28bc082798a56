import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';

const DEBOUNCE_MS = 300;

/**
 * The directory's name search: what the box shows now, and the debounced text kept in the URL as `?query=` (so a
 * search can be shared and survives a reload). Typing replaces the history entry rather than stacking one per key.
 */
export function useDirectoryQuery(): [input: string, setInput: (text: string) => void, query: string] {
  const query = new URLSearchParams(useSearch()).get('query') ?? '';
  const [path, navigate] = useLocation();
  const [input, setInput] = useState(query);

  useEffect(() => {
    if (input.trim() === query.trim()) return;
    const timer = setTimeout(() => {
      const text = input.trim();
      navigate(text ? `${path}?${new URLSearchParams({ query: text }).toString()}` : path, { replace: true });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, query, path, navigate]);

  return [input, setInput, query.trim()];
}
