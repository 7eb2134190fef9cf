import { describe, expect, it } from 'vitest';
import { designEditorPath, startDesignPath } from './design-link.js';

describe('design links', () => {
  it('opens the editor on the blank and the chosen colour', () => {
    expect(designEditorPath(12, 3)).toBe('/design/singleDesign?id=12&color_id=3');
    expect(designEditorPath(12)).toBe('/design/singleDesign?id=12');
  });

  it('sends a visitor to login with the editor as the redirect', () => {
    expect(startDesignPath(true, 5, 2)).toBe('/design/singleDesign?id=5&color_id=2');
    expect(startDesignPath(false, 5, 2)).toBe(
      `/user/login?redirect=${encodeURIComponent('/design/singleDesign?id=5&color_id=2')}`,
    );
  });
});
