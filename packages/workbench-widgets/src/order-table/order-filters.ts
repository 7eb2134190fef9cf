import type { OrderFilters } from '@podkit/sdk-core';

/** The filter form's fields as typed (all text, '' when empty). */
export interface FilterForm {
  start_date: string;
  end_date: string;
  /** '' for any platform, else the code as text. */
  platform: string;
  store_id: string;
  sku: string;
  recipient: string;
  order_no: string;
}

export const EMPTY_FILTER_FORM: FilterForm = {
  start_date: '',
  end_date: '',
  platform: '',
  store_id: '',
  sku: '',
  recipient: '',
  order_no: '',
};

/** The query the server takes from the form: blanks dropped, text trimmed, numbers as numbers. */
export function filtersOf(form: FilterForm): OrderFilters {
  const filters: OrderFilters = {};
  if (form.start_date) filters.start_date = form.start_date;
  if (form.end_date) filters.end_date = form.end_date;
  if (form.platform !== '') filters.platform = Number(form.platform);
  if (form.store_id !== '') filters.store_id = Number(form.store_id);
  const sku = form.sku.trim();
  if (sku) filters.sku = sku;
  const recipient = form.recipient.trim();
  if (recipient) filters.recipient = recipient;
  const orderNo = form.order_no.replace(/\s+/g, '');
  if (orderNo) filters.order_no = orderNo;
  return filters;
}

/** Why the form cannot be searched, or null. */
export function filterProblem(form: FilterForm): string | null {
  if (form.start_date && form.end_date && form.start_date > form.end_date)
    return '开始日期不能晚于结束日期';
  return null;
}
