import { useEffect, useState } from 'react';

/**
 * Runs `run(key)` once per key for the life of the page and gives its result:
 * an emailed token is single-use, so a second call (React StrictMode mounts
 * twice in development; a re-render must not resend) would spend it again and
 * answer EXPIRED_OR_USED_LINK.
 */
const started = new Map<string, Promise<unknown>>();

export function useOnce<T>(key: string | null, run: (key: string) => Promise<T>): T | undefined {
  const [result, setResult] = useState<{ key: string; value: T } | undefined>(undefined);
  useEffect(() => {
    if (key === null) return;
    let active = true;
    let promise = started.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = run(key);
      started.set(key, promise);
    }
    void promise.then((value) => {
      if (active) setResult({ key, value });
    });
    return () => {
      active = false;
    };
    // `run` is read once per key on purpose.
  }, [key]);
  return result?.key === key ? result.value : undefined;
}
