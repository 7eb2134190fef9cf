/** The design editor's route (spec 2: /design/singleDesign), opened on one blank and colour. */
export function designEditorPath(productId: number, colorId?: number | null): string {
  const query = new URLSearchParams({ id: String(productId) });
  if (colorId) query.set('color_id', String(colorId));
  return `/design/singleDesign?${query.toString()}`;
}

/** Where 开始设计 goes: the editor when signed in, else login with the editor as redirect. */
export function startDesignPath(
  signedIn: boolean,
  productId: number,
  colorId?: number | null,
): string {
  const editor = designEditorPath(productId, colorId);
  return signedIn ? editor : `/user/login?redirect=${encodeURIComponent(editor)}`;
}
