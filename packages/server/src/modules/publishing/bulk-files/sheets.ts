import type { PublishPlatform } from '@podkit/sdk-core';
import { aliexpressSheet } from './aliexpress.js';
import { ozonSheet } from './ozon.js';
import type { BulkSheet } from './sheet.js';
import { sheinSheet } from './shein.js';
import { shopeeSheet } from './shopee.js';
import { shopifySheet } from './shopify.js';
import { shoplazzaSheet } from './shoplazza.js';
import { shoplineSheet } from './shopline.js';
import { temuHostedSheet } from './temu-hosted.js';
import { temuLocalSheet } from './temu-local.js';
import { temuFullSheet } from './temu.js';
import { tiktokSheet } from './tiktok.js';
import { wishSheet } from './wish.js';
import { woocommerceSheet } from './woocommerce.js';

/**
 * The bulk-upload file of each marketplace that has one. Etsy has no product spreadsheet import
 * (listings are made in Shop Manager or through its API); dj lists through PodKit's own open API.
 */
export const bulkSheets: Partial<Record<PublishPlatform, BulkSheet>> = {
  shopify: shopifySheet,
  shopline: shoplineSheet,
  shoplazza: shoplazzaSheet,
  wish: wishSheet,
  shopee: shopeeSheet,
  aliexpress: aliexpressSheet,
  tiktok: tiktokSheet,
  temu: temuFullSheet,
  temuLocal: temuLocalSheet,
  temuHosted: temuHostedSheet,
  shein: sheinSheet,
  ozon: ozonSheet,
  woocommerce: woocommerceSheet,
};
