import { useCallback, useEffect, useState } from 'react';

/**
 * Moves the focus to an element by id once the render that shows it has been committed: the
 * first invalid field after its error is on screen (so its aria-describedby reads the error), or
 * a heading that has just replaced the last one. Asking twice for the same id focuses it again.
 */
export function useFocusAfterRender(): (id: string) => void {
  const [target, setTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (target) {
      document.getElementById(target.id)?.focus();
    }
  }, [target]);
  return useCallback((id: string) => setTarget({ id }), []);
}
