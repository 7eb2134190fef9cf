import { useCallback, useEffect, useState } from 'react';
import { products, type Client } from '@podkit/sdk-core';

/** The reseller's saved colours (GET, PUT and deleteUserColors of spec section 7). */
export function useUserColors(client: Client) {
  const [colors, setColors] = useState<string[]>([]);

  useEffect(() => {
    let current = true;
    products.getUserColors(client, { silent: true }).then(
      (saved) => current && setColors(saved.colors),
      () => current && setColors([]),
    );
    return () => {
      current = false;
    };
  }, [client]);

  const save = useCallback(
    (color: string) => {
      products.saveUserColors(client, { colors: [color.toUpperCase()] }).then(
        (saved) => setColors(saved.colors),
        () => {},
      );
    },
    [client],
  );

  const remove = useCallback(
    (color: string) => {
      products.deleteUserColors(client, { colors: [color] }).then(
        (saved) => setColors(saved.colors),
        () => {},
      );
    },
    [client],
  );

  return { colors, save, remove };
}
