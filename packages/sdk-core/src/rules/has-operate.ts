/** One allowed button of a menu entry (spec 3: `operates`, a list with `name`). */
export interface MenuOperate {
  name: string;
}

/**
 * Button-permission rule (spec 5 and 6): an element named `name` is shown only when the
 * page's operates list holds that name. No list means no buttons are allowed.
 */
export function hasOperate(
  operates: ReadonlyArray<MenuOperate | string> | null | undefined,
  name: string,
): boolean {
  if (!operates || name === '') return false;
  return operates.some(
    (operate) => (typeof operate === 'string' ? operate : operate.name) === name,
  );
}
