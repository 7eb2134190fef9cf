import type { FakeRequest, FakeResponse } from './fake-http.js';

/**
 * The listing-writing half of the Etsy fake, after Open API v3's reference and Listings tutorial
 * (https://developers.etsy.com/documentation/reference, …/tutorials/listings) and the Processing
 * Profiles migration guide (…/tutorials/migration): createDraftListing, updateListing (PATCH),
 * uploadListingImage (multipart) and updateListingInventory. Refusals are 400 `{ error }` as Etsy
 * answers them; the exact words of each refusal are ours where the reference does not quote them
 * (the shipping-profile one is Etsy's, as its API answers it).
 */

const WHO_MADE = ['i_did', 'someone_else', 'collective'];
const WHEN_MADE = [
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
];
const REQUIRED = [
  'quantity',
  'title',
  'description',
  'price',
  'who_made',
  'when_made',
  'taxonomy_id',
] as const;
const TAG_PATTERN = /^[\p{L}\p{Nd}\p{Zs}\-'™©®]+$/u;
const MAX_IMAGES = 10;

export interface FakeEtsyOffering {
  price: number;
  quantity: number;
  is_enabled: boolean;
  readiness_state_id: number | null;
}

/** What a listing made through the API holds beyond what the read half serves. */
export interface FakeEtsyListingDetails {
  description: string;
  price: number;
  quantity: number;
  who_made: string;
  when_made: string;
  taxonomy_id: number;
  tags: string[];
  shipping_profile_id: number | null;
  readiness_state_id: number | null;
  price_on_property: number[];
  sku_on_property: number[];
  /** Uploaded pictures in rank order, with their bytes' length and alt text. */
  images: Array<{ listing_image_id: number; bytes: number; alt_text: string }>;
}

export interface WritableEtsyListing {
  listing_id: number;
  title: string;
  state: 'active' | 'inactive' | 'sold_out' | 'draft' | 'expired';
  imageUrls: string[];
  products: Array<{
    product_id: number;
    sku: string;
    property_values: Array<{ property_name: string; values: string[] }>;
    offerings?: FakeEtsyOffering[];
  }>;
  details?: FakeEtsyListingDetails;
}

export interface EtsyListingWritesContext {
  shopId: number;
  userId: number;
  listings: WritableEtsyListing[];
  /** The shop's shipping profiles and processing profiles (readiness states). */
  shippingProfileIds: number[];
  readinessStateIds: number[];
}

const json = (status: number, body: unknown): FakeResponse => ({ status, body });
const refuse = (error: string) => json(400, { error });

/** The form or JSON body as one record (Etsy takes either). */
const fieldsOf = (request: FakeRequest) => (request.body ?? {}) as Record<string, unknown>;

function checkListingFields(fields: Record<string, unknown>, context: EtsyListingWritesContext) {
  if (fields.title !== undefined) {
    const title = String(fields.title);
    if (!title.trim()) return 'title cannot be empty';
    if ([...title].length > 140) return 'title must be 140 characters or fewer';
  }
  if (fields.price !== undefined) {
    const price = Number(fields.price);
    if (!(price >= 0.2 && price <= 50000)) return 'price must be between 0.20 and 50000.00';
  }
  if (fields.quantity !== undefined) {
    const quantity = Number(fields.quantity);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 999)
      return 'quantity must be between 1 and 999';
  }
  if (fields.who_made !== undefined && !WHO_MADE.includes(String(fields.who_made)))
    return `who_made must be one of ${WHO_MADE.join(', ')}`;
  if (fields.when_made !== undefined && !WHEN_MADE.includes(String(fields.when_made)))
    return `when_made must be one of ${WHEN_MADE.join(', ')}`;
  if (
    (fields.who_made !== undefined || fields.when_made !== undefined) &&
    fields.is_supply === undefined
  )
    return 'is_supply is required when who_made and when_made are given';
  if (fields.taxonomy_id !== undefined && !(Number(fields.taxonomy_id) >= 1))
    return 'taxonomy_id must be a positive integer';
  if (fields.tags !== undefined) {
    const tags = Array.isArray(fields.tags)
      ? fields.tags.map(String)
      : String(fields.tags).split(',');
    if (tags.length > 13) return 'A listing can have at most 13 tags';
    const bad = tags.find((tag) => tag.length > 20 || !TAG_PATTERN.test(tag));
    if (bad !== undefined)
      return `Tag "${bad}" is invalid: at most 20 letters, numbers, spaces, -, '`;
  }
  if (
    fields.shipping_profile_id !== undefined &&
    !context.shippingProfileIds.includes(Number(fields.shipping_profile_id))
  )
    return `Shipping profile ${String(fields.shipping_profile_id)} does not belong to this shop`;
  if (
    fields.readiness_state_id !== undefined &&
    !context.readinessStateIds.includes(Number(fields.readiness_state_id))
  )
    return `Processing profile ${String(fields.readiness_state_id)} does not belong to this shop`;
  return null;
}

const tagsOf = (value: unknown) =>
  value === undefined ? [] : Array.isArray(value) ? value.map(String) : String(value).split(',');

export function createEtsyListingWrites(context: EtsyListingWritesContext) {
  let nextListingId = 4_100_000_000;
  let nextImageId = 5_100_000_000;
  let nextProductId = 21_000_000;
  const counts = {
    createDraftListing: 0,
    updateListing: 0,
    uploadListingImage: 0,
    updateInventory: 0,
  };

  const answer = (listing: WritableEtsyListing) => ({
    listing_id: listing.listing_id,
    user_id: context.userId,
    shop_id: context.shopId,
    title: listing.title,
    description: listing.details?.description ?? '',
    state: listing.state,
    quantity: listing.details?.quantity ?? 0,
    url: `https://www.etsy.com/listing/${listing.listing_id}`,
    tags: listing.details?.tags ?? [],
    taxonomy_id: listing.details?.taxonomy_id ?? null,
    who_made: listing.details?.who_made ?? null,
    when_made: listing.details?.when_made ?? null,
    shipping_profile_id: listing.details?.shipping_profile_id ?? null,
    listing_type: 'physical',
  });

  function createDraft(request: FakeRequest): FakeResponse {
    counts.createDraftListing++;
    const fields = fieldsOf(request);
    const missing = REQUIRED.filter((name) => fields[name] === undefined || fields[name] === '');
    if (missing.length) return refuse(`Missing required parameter(s): ${missing.join(', ')}`);
    const problem = checkListingFields(fields, context);
    if (problem) return refuse(problem);
    const physical = (fields.type ?? 'physical') === 'physical';
    if (physical && fields.shipping_profile_id === undefined)
      return refuse('A shipping_profile_id is required for physical listings.');
    if (physical && fields.readiness_state_id === undefined)
      return refuse('A readiness_state_id is required for physical listings.');
    const listing: WritableEtsyListing = {
      listing_id: nextListingId++,
      title: String(fields.title),
      state: 'draft',
      imageUrls: [],
      products: [],
      details: {
        description: String(fields.description),
        price: Number(fields.price),
        quantity: Number(fields.quantity),
        who_made: String(fields.who_made),
        when_made: String(fields.when_made),
        taxonomy_id: Number(fields.taxonomy_id),
        tags: tagsOf(fields.tags),
        shipping_profile_id: physical ? Number(fields.shipping_profile_id) : null,
        readiness_state_id: physical ? Number(fields.readiness_state_id) : null,
        price_on_property: [],
        sku_on_property: [],
        images: [],
      },
    };
    context.listings.push(listing);
    return json(201, answer(listing));
  }

  function update(request: FakeRequest, listing: WritableEtsyListing): FakeResponse {
    counts.updateListing++;
    const fields = fieldsOf(request);
    const problem = checkListingFields(fields, context);
    if (problem) return refuse(problem);
    const state = fields.state === undefined ? undefined : String(fields.state);
    if (state !== undefined && !['active', 'inactive'].includes(state))
      return refuse('state can only be set to active or inactive');
    if (state === 'active') {
      if (listing.imageUrls.length === 0)
        return refuse('A listing must have at least one image before it can be activated');
      const stocked = listing.products.some((product) =>
        (product.offerings ?? []).some((offering) => offering.is_enabled && offering.quantity > 0),
      );
      if (!stocked)
        return refuse('A listing must have an enabled offering in stock to be activated');
    }
    if (fields.title !== undefined) listing.title = String(fields.title);
    const details = listing.details;
    if (details) {
      if (fields.description !== undefined) details.description = String(fields.description);
      if (fields.tags !== undefined) details.tags = tagsOf(fields.tags);
      if (fields.taxonomy_id !== undefined) details.taxonomy_id = Number(fields.taxonomy_id);
      if (fields.who_made !== undefined) details.who_made = String(fields.who_made);
      if (fields.when_made !== undefined) details.when_made = String(fields.when_made);
      if (fields.shipping_profile_id !== undefined)
        details.shipping_profile_id = Number(fields.shipping_profile_id);
      if (fields.readiness_state_id !== undefined)
        details.readiness_state_id = Number(fields.readiness_state_id);
    }
    if (state) listing.state = state as WritableEtsyListing['state'];
    return json(200, answer(listing));
  }

  async function uploadImage(request: FakeRequest, listing: WritableEtsyListing) {
    counts.uploadListingImage++;
    const type = String(request.headers['content-type'] ?? '');
    if (!type.startsWith('multipart/form-data'))
      return refuse('uploadListingImage takes multipart/form-data');
    const form = await new Response(new Uint8Array(request.rawBody), {
      headers: { 'content-type': type },
    }).formData();
    const image = form.get('image');
    if (!(image instanceof Blob) || image.size === 0) return refuse('An image file is required');
    const head = new Uint8Array(await image.slice(0, 8).arrayBuffer());
    const isJpeg = head[0] === 0xff && head[1] === 0xd8;
    const isPng = head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47;
    const isGif = head[0] === 0x47 && head[1] === 0x49 && head[2] === 0x46;
    if (!isJpeg && !isPng && !isGif) return refuse('The image must be a JPG, PNG or GIF file');
    const details = listing.details!;
    const rank = Number(form.get('rank') ?? details.images.length + 1);
    const overwrite = form.get('overwrite') === 'true';
    const entry = {
      listing_image_id: nextImageId++,
      bytes: image.size,
      alt_text: String(form.get('alt_text') ?? ''),
    };
    if (overwrite && rank >= 1 && rank <= details.images.length) details.images[rank - 1] = entry;
    else {
      if (details.images.length >= MAX_IMAGES)
        return refuse(`A listing can have at most ${MAX_IMAGES} images`);
      details.images.splice(Math.max(0, rank - 1), 0, entry);
    }
    listing.imageUrls = details.images.map(
      (picture) => `https://i.etsystatic.example/il_fullxfull.${picture.listing_image_id}.jpg`,
    );
    return json(201, {
      listing_id: listing.listing_id,
      listing_image_id: entry.listing_image_id,
      rank,
      url_fullxfull: listing.imageUrls[details.images.indexOf(entry)],
    });
  }

  function inventory(request: FakeRequest, listing: WritableEtsyListing): FakeResponse {
    counts.updateInventory++;
    const body = fieldsOf(request) as {
      products?: Array<{
        sku?: string;
        property_values?: Array<{ property_id: number; property_name?: string; values: string[] }>;
        offerings?: Array<Partial<FakeEtsyOffering>>;
      }>;
      price_on_property?: number[];
      sku_on_property?: number[];
    };
    const products = body.products ?? [];
    if (products.length === 0) return refuse('products must contain at least one product');
    const propertyIds = (p: (typeof products)[number]) =>
      (p.property_values ?? []).map((value) => value.property_id).join(',');
    if (products.some((p) => propertyIds(p) !== propertyIds(products[0]!)))
      return refuse('All products must have the same properties');
    const combination = (p: (typeof products)[number], on?: number[]) =>
      (p.property_values ?? [])
        .filter((value) => !on || on.includes(value.property_id))
        .map((value) => value.values.join('|'))
        .join('/');
    if (new Set(products.map((p) => combination(p))).size !== products.length)
      return refuse('Each product must have a unique combination of property values');
    for (const p of products) {
      if (p.property_values?.some((value) => value.values.length !== 1))
        return refuse('Each property value must have exactly one value');
      if ((p.offerings ?? []).length !== 1) return refuse('Each product must have one offering');
      const offering = p.offerings![0]!;
      const price = Number(offering.price);
      if (!(price >= 0.2 && price <= 50000))
        return refuse('Offering price must be between 0.20 and 50000.00');
      if (
        !Number.isInteger(offering.quantity) ||
        offering.quantity! < 0 ||
        offering.quantity! > 999
      )
        return refuse('Offering quantity must be between 0 and 999');
      if (
        listing.details?.shipping_profile_id !== null &&
        !context.readinessStateIds.includes(Number(offering.readiness_state_id))
      )
        return refuse('Each offering of a physical listing needs a readiness_state_id of the shop');
    }
    // A value that varies across products must be declared on the properties it varies with.
    const consistent = (on: number[], valueOf: (p: (typeof products)[number]) => string) => {
      const seen = new Map<string, string>();
      return products.every((p) => {
        const key = combination(p, on);
        if (seen.has(key) && seen.get(key) !== valueOf(p)) return false;
        seen.set(key, valueOf(p));
        return true;
      });
    };
    const priceOn = body.price_on_property ?? [];
    const skuOn = body.sku_on_property ?? [];
    if (!consistent(priceOn, (p) => String(p.offerings![0]!.price)))
      return refuse('Prices vary on properties missing from price_on_property');
    if (!consistent(skuOn, (p) => p.sku ?? ''))
      return refuse('SKUs vary on properties missing from sku_on_property');
    listing.products = products.map((p) => ({
      product_id: nextProductId++,
      sku: p.sku ?? '',
      property_values: (p.property_values ?? []).map((value) => ({
        property_name: value.property_name ?? '',
        values: value.values,
      })),
      offerings: [
        {
          price: Number(p.offerings![0]!.price),
          quantity: Number(p.offerings![0]!.quantity),
          is_enabled: p.offerings![0]!.is_enabled !== false,
          readiness_state_id: Number(p.offerings![0]!.readiness_state_id) || null,
        },
      ],
    }));
    if (listing.details) {
      listing.details.price_on_property = priceOn;
      listing.details.sku_on_property = skuOn;
    }
    return json(200, { products: listing.products, price_on_property: priceOn });
  }

  const owned = (id: string) =>
    context.listings.find((listing) => listing.listing_id === Number(id) && listing.details);

  /** Answers a listing write, or null when the request is none of them. */
  async function handle(request: FakeRequest, path: string): Promise<FakeResponse | null> {
    const shopListings = `/shops/${context.shopId}/listings`;
    if (request.method === 'POST' && path === shopListings) return createDraft(request);
    const one = new RegExp(`^${shopListings}/(\\d+)(/images)?$`).exec(path);
    const inventoryPath = /^\/listings\/(\d+)\/inventory$/.exec(path);
    const id = one?.[1] ?? inventoryPath?.[1];
    if (!id) return null;
    const listing = owned(id);
    if (one && !one[2] && request.method === 'PATCH')
      return listing ? update(request, listing) : json(404, { error: `Listing ${id} not found` });
    if (one?.[2] && request.method === 'POST')
      return listing
        ? uploadImage(request, listing)
        : json(404, { error: `Listing ${id} not found` });
    if (inventoryPath && request.method === 'PUT')
      return listing
        ? inventory(request, listing)
        : json(404, { error: `Listing ${id} not found` });
    return null;
  }

  return { handle, counts };
}
