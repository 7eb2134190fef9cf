/** Who made an Etsy listing's item (Etsy Open API v3 `who_made`). */
export const ETSY_WHO_MADE = ['i_did', 'someone_else', 'collective'] as const;

/**
 * When it was made (Etsy Open API v3 `when_made`, as the createDraftListing reference lists it);
 * print on demand is `made_to_order`.
 */
export const ETSY_WHEN_MADE = [
  'made_to_order',
  '2020_2025',
  '2010_2019',
  '2006_2009',
  'before_2006',
  '2000_2005',
  '1990s',
  '1980s',
  '1970s',
  '1960s',
  '1950s',
  '1940s',
  '1930s',
  '1920s',
  '1910s',
  '1900s',
  '1800s',
  '1700s',
  'before_1700',
] as const;

export type EtsyWhoMade = (typeof ETSY_WHO_MADE)[number];
export type EtsyWhenMade = (typeof ETSY_WHEN_MADE)[number];
