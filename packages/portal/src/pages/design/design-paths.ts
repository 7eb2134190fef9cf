/** The editor on a saved design (design records reopen it there). */
export function reopenDesignPath(record: { id: number; basic_product_id: number }): string {
  const query = new URLSearchParams({
    id: String(record.basic_product_id),
    product_id: String(record.id),
  });
  return `/design/singleDesign?${query.toString()}`;
}

export const STATUS_TEXT = {
  rendering: { text: '生成中', color: 'processing' },
  ready: { text: '已生成', color: 'success' },
  failed: { text: '生成失败', color: 'error' },
} as const;
