import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/** False in the HTML the server sends and while it hydrates, true once the page's script runs. */
export function useScriptRuns(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
