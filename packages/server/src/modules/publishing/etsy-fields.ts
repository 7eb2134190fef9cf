import type { EtsyListingFields, ListingTemplateInput } from '@podkit/sdk-core';
import { ETSY_WHEN_MADE, ETSY_WHO_MADE } from '@podkit/sdk-core/rules';
import { invalid } from '../../http/envelope.js';

/** Stock offered per variant when the template names none: made to order, so Etsy's most. */
const DEFAULT_QUANTITY = 999;

/**
 * An Etsy template's listing fields: as `etsy`, or as the marketplace fields the template screen
 * and the sheet import keep in `attributes` (marketplace-fields.ts: taxonomy_id, who_made,
 * when_made, shipping_profile_id, readiness_state_id, quantity). Undefined leaves them as they are.
 */
export function etsyFieldsOf(input: ListingTemplateInput): EtsyListingFields | null | undefined {
  if (input.etsy !== undefined) return input.etsy;
  const fields = input.attributes;
  if (input.platform !== 'etsy' || !fields.taxonomy_id) return undefined;
  const whoMade = fields.who_made ?? '';
  const whenMade = fields.when_made ?? '';
  if (!(ETSY_WHO_MADE as readonly string[]).includes(whoMade))
    throw invalid(`制作者（who_made）只能是 ${ETSY_WHO_MADE.join('、')}`);
  if (!(ETSY_WHEN_MADE as readonly string[]).includes(whenMade))
    throw invalid('制作时间（when_made）不是 Etsy 认可的值，按需定制请选 made_to_order');
  return {
    taxonomy_id: positive(fields.taxonomy_id, '类目 taxonomy_id'),
    who_made: whoMade as EtsyListingFields['who_made'],
    when_made: whenMade as EtsyListingFields['when_made'],
    shipping_profile_id: positive(fields.shipping_profile_id, '运费模板 shipping_profile_id'),
    readiness_state_id: positive(fields.readiness_state_id, '备货模板 readiness_state_id'),
    quantity: fields.quantity ? positive(fields.quantity, '库存', 999) : DEFAULT_QUANTITY,
  };
}

function positive(value: string | undefined, label: string, max = 2_147_483_647): number {
  const number = Number(value);
  if (!value || !Number.isInteger(number) || number < 1 || number > max)
    throw invalid(`${label}必须是 1 到 ${max} 之间的整数`);
  return number;
}
