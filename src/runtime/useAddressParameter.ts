import { useCallback, useEffect, useState } from 'react';

const parameterOf = (name: string) => new URLSearchParams(location.search).get(name);

/**
 * One parameter of the page's address (the blog filter's ?category=), and a way to change it that replaces the
 * address's history entry and keeps its other parameters. The server has no address: it renders null, so a component
 * shows what depends on the parameter only once hydrated (useHydrated), as the static HTML did not.
 */
export function useAddressParameter(name: string): [string | null, (value: string | undefined) => void] {
  const [value, setValue] = useState(() => (import.meta.env.SSR ? null : parameterOf(name)));
  useEffect(() => {
    const follow = () => setValue(parameterOf(name));
    addEventListener('popstate', follow);
    return () => removeEventListener('popstate', follow);
  }, [name]);
  const change = useCallback(
    (next: string | undefined) => {
      const address = new URL(location.href);
      if (next === undefined) address.searchParams.delete(name);
      else address.searchParams.set(name, next);
      history.replaceState(history.state, '', address);
      setValue(next ?? null);
    },
    [name],
  );
  return [value, change];
}
