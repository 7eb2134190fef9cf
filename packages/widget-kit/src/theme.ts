/** Site theming, passed into widgets as CSS custom properties on the host element. */
export interface WidgetTheme {
  /** The site's primary colour (spec: default theme primary colour green). */
  primaryColor?: string;
  logoUrl?: string;
  fontFamily?: string;
}

export const DEFAULT_PRIMARY_COLOR = '#16a34a';

export function themeProperties(theme: WidgetTheme = {}): Record<string, string> {
  const properties: Record<string, string> = {
    '--podkit-primary': theme.primaryColor ?? DEFAULT_PRIMARY_COLOR,
  };
  if (theme.logoUrl) properties['--podkit-logo'] = `url(${JSON.stringify(theme.logoUrl)})`;
  if (theme.fontFamily) properties['--podkit-font-family'] = theme.fontFamily;
  return properties;
}

/** Set the theme's custom properties on `element`; the returned function removes them. */
export function applyTheme(element: HTMLElement, theme: WidgetTheme = {}): () => void {
  const properties = themeProperties(theme);
  for (const [name, value] of Object.entries(properties)) element.style.setProperty(name, value);
  return () => {
    for (const name of Object.keys(properties)) element.style.removeProperty(name);
  };
}
