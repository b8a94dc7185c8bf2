import { useEffect, useState } from 'react';

/**
 * A `blob:` URL showing `file` (an image preview before upload), or null. The URL is revoked when the file changes
 * and on unmount, so a person trying several pictures keeps no stale copies in memory.
 */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
