import { useCallback, useState } from 'react';

/**
 * Which rows' WhatsApp buttons were used, for the session of one file: kept in sessionStorage under the
 * screen and the file (name, size, date), so after a reload the same file shows the same rows done.
 */
export function useWpUsed(screenPath: string) {
  const [state, setState] = useState<{ key: string | null; used: ReadonlySet<string> }>({
    key: null,
    used: new Set(),
  });

  /** A new file was loaded: take up what was done with it in this browser session. */
  const startFile = useCallback(
    (file: File) => {
      const key = `wp-used:${screenPath}:${file.name}:${file.size}:${file.lastModified}`;
      setState({ key, used: load(key) });
    },
    [screenPath],
  );

  const markUsed = useCallback((rowKey: string) => {
    setState((current) => {
      if (current.used.has(rowKey)) return current;
      const used = new Set(current.used).add(rowKey);
      if (current.key !== null) sessionStorage.setItem(current.key, JSON.stringify([...used]));
      return { key: current.key, used };
    });
  }, []);

  return { used: state.used, startFile, markUsed };
}

function load(key: string): Set<string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}
