import { useSearchParams } from 'react-router';

/**
 * A console list's filters kept in the address: `change` sets the given ones (an empty value
 * removes it) and goes back to page 1 unless `page` is among them.
 */
export function useListSearch() {
  const [search, setSearch] = useSearchParams();
  const change = (next: Record<string, string>) => {
    const params = new URLSearchParams(search);
    for (const [name, value] of Object.entries(next)) {
      if (value) params.set(name, value);
      else params.delete(name);
    }
    if (!('page' in next)) params.delete('page');
    setSearch(params);
  };
  return { search, change };
}
