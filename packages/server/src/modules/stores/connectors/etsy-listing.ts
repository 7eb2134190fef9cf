import {
  PlatformError,
  type ListingDraft,
  type ListingVariant,
  type PublishedListing,
  type RememberListingId,
} from './connector.js';
import { listingImageFile, listingImageName } from './listing-image.js';
import type { PlatformResponse } from './platform-http.js';

/**
 * Publishing to Etsy through Open API v3, as its Listings tutorial lays it out: createDraftListing,
 * uploadListingImage (multipart), updateListingInventory, then updateListing state=active.
 * https://developers.etsy.com/documentation/tutorials/listings
 */

/** A call to /v3/application on behalf of the shop; a FormData body goes as multipart. */
export type EtsyCall = <T>(
  method: string,
  path: string,
  body?: unknown,
) => Promise<PlatformResponse<T>>;

/** Etsy's ids of the two custom variation properties, which take any name the seller gives. */
export const COLOUR_PROPERTY_ID = 513;
export const SIZE_PROPERTY_ID = 514;
/** Etsy shows at most 10 pictures a listing. */
const MAX_IMAGES = 10;

interface EtsyListingAnswer {
  listing_id: number;
  url: string;
  state: string;
}

const cents = (price: string) => Math.round(Number(price) * 100);

/** The draft's options (colour, size) as Etsy's two custom properties. */
function propertiesOf(draft: ListingDraft) {
  return draft.options.slice(0, 2).map((option, i) => ({
    id: i === 0 ? COLOUR_PROPERTY_ID : SIZE_PROPERTY_ID,
    name: option.name,
  }));
}

/**
 * The properties whose values decide `valueOf` for every variant: none when all variants agree,
 * else the smallest set, as Etsy's price_on_property / sku_on_property want.
 */
export function decidingProperties(
  draft: ListingDraft,
  valueOf: (variant: ListingVariant) => string,
): number[] {
  const properties = propertiesOf(draft);
  const subsets = [[], ...properties.map((property) => [property]), properties];
  for (const subset of subsets) {
    const seen = new Map<string, string>();
    const decides = draft.variants.every((variant) => {
      const key = subset.map((p) => variant.optionValues[p.name] ?? '').join('\u0000');
      const value = valueOf(variant);
      if (seen.has(key) && seen.get(key) !== value) return false;
      seen.set(key, value);
      return true;
    });
    if (decides) return subset.map((p) => p.id);
  }
  return properties.map((p) => p.id);
}

/** updateListingInventory's body: one product per colour × size with its SKU and offering. */
export function inventoryOf(draft: ListingDraft, readinessStateId: number, quantity: number) {
  const properties = propertiesOf(draft);
  return {
    products: draft.variants.map((variant) => ({
      sku: variant.sku,
      property_values: properties.flatMap((p) => {
        const value = variant.optionValues[p.name];
        return value === undefined
          ? []
          : [{ property_id: p.id, property_name: p.name, value_ids: [], values: [value] }];
      }),
      offerings: [
        {
          price: cents(variant.price) / 100,
          quantity,
          is_enabled: true,
          readiness_state_id: readinessStateId,
        },
      ],
    })),
    price_on_property: decidingProperties(draft, (variant) => variant.price),
    quantity_on_property: [],
    sku_on_property: decidingProperties(draft, (variant) => variant.sku),
    readiness_state_on_property: [],
  };
}

export async function publishEtsyListing(
  call: EtsyCall,
  shopPath: string,
  draft: ListingDraft,
  remember: RememberListingId | undefined,
): Promise<PublishedListing> {
  const fields = draft.etsy;
  if (!fields) throw new PlatformError('Etsy：产品模板缺少 Etsy 刊登字段', 422);
  if (draft.variants.length === 0) throw new PlatformError('Etsy：商品没有变体', 422);
  const listingFields = {
    title: draft.title,
    description: draft.descriptionText,
    tags: draft.tags,
    taxonomy_id: fields.taxonomy_id,
    who_made: fields.who_made,
    when_made: fields.when_made,
    // Etsy wants is_supply whenever who_made and when_made are sent.
    is_supply: false,
    type: 'physical',
    shipping_profile_id: fields.shipping_profile_id,
    readiness_state_id: fields.readiness_state_id,
  };

  let listing: EtsyListingAnswer | null = null;
  if (draft.existingListingId) {
    try {
      listing = (
        await call<EtsyListingAnswer>(
          'PATCH',
          `${shopPath}/listings/${encodeURIComponent(draft.existingListingId)}`,
          listingFields,
        )
      ).body;
    } catch (error) {
      // Deleted in the shop meanwhile: listed again.
      if (!(error instanceof PlatformError && error.status === 404)) throw error;
    }
  }
  if (!listing) {
    const lowest = Math.min(...draft.variants.map((variant) => cents(variant.price)));
    listing = (
      await call<EtsyListingAnswer>('POST', `${shopPath}/listings`, {
        ...listingFields,
        price: lowest / 100,
        quantity: fields.quantity,
      })
    ).body;
    await remember?.(String(listing.listing_id));
  }
  const listingPath = `${shopPath}/listings/${listing.listing_id}`;

  // Each picture at its rank, replacing what an earlier release put there.
  for (const [i, image] of draft.images.slice(0, MAX_IMAGES).entries()) {
    const form = new FormData();
    form.set(
      'image',
      await listingImageFile('Etsy', image.url),
      listingImageName(image.url, i + 1),
    );
    form.set('rank', String(i + 1));
    form.set('overwrite', 'true');
    form.set('alt_text', image.alt.slice(0, 500));
    await call('POST', `${listingPath}/images`, form);
  }

  await call(
    'PUT',
    `/listings/${listing.listing_id}/inventory`,
    inventoryOf(draft, fields.readiness_state_id, fields.quantity),
  );

  // A new listing stays a draft until activated; an active one taken back goes inactive.
  const state =
    draft.status === 'active' ? 'active' : listing.state === 'draft' ? null : 'inactive';
  if (state && state !== listing.state)
    listing = (await call<EtsyListingAnswer>('PATCH', listingPath, { state })).body;
  return { listingId: String(listing.listing_id), url: listing.url };
}

/** Takes the listing off sale; Etsy keeps it, so publishing again updates it. */
export async function deactivateEtsyListing(call: EtsyCall, shopPath: string, listingId: string) {
  try {
    await call('PATCH', `${shopPath}/listings/${encodeURIComponent(listingId)}`, {
      state: 'inactive',
    });
  } catch (error) {
    // A listing the seller deleted is off sale already.
    if (!(error instanceof PlatformError && error.status === 404)) throw error;
  }
}
