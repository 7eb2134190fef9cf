import type { ThemeConfig } from 'antd';

/** Default theme of spec section 9: primary green. */
export const PRIMARY_GREEN = '#16a34a';

export function themeFor(primaryColor: string | undefined): ThemeConfig {
  const primary = primaryColor || PRIMARY_GREEN;
  // Links and progress bars follow the info colour in antd: keep them in the site's colour too.
  return {
    token: { colorPrimary: primary, colorInfo: primary, colorLink: primary, borderRadius: 6 },
  };
}
