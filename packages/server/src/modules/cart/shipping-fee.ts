/** A shipping method's fee rule: the first step of weight, then each further step (started). */
export interface WeightFeeRule {
  firstWeightGrams: number;
  firstFeeCents: number;
  additionalWeightGrams: number;
  additionalFeeCents: number;
}

/** The fee for a parcel: the first step covers up to its weight, each started step after adds one fee. */
export function shippingFeeCents(rule: WeightFeeRule, weightGrams: number): number {
  const beyond = Math.max(0, weightGrams - rule.firstWeightGrams);
  const steps = rule.additionalWeightGrams > 0 ? Math.ceil(beyond / rule.additionalWeightGrams) : 0;
  return rule.firstFeeCents + steps * rule.additionalFeeCents;
}
