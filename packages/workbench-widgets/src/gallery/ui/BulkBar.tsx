export type BulkAction = 'delete' | 'rename' | 'tag' | 'category' | 'share' | 'export';

const ACTIONS: ReadonlyArray<{ action: BulkAction; label: string; danger?: boolean }> = [
  { action: 'rename', label: '重命名' },
  { action: 'tag', label: '设置标签' },
  { action: 'category', label: '设置分类' },
  { action: 'share', label: '分享' },
  { action: 'export', label: '导出' },
  { action: 'delete', label: '删除', danger: true },
];

export interface BulkBarProps {
  count: number;
  allowed: (action: BulkAction) => boolean;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
}

/** What can be done to the selected materials at once. */
export function BulkBar({ count, allowed, onAction, onClear }: BulkBarProps) {
  if (count === 0) return null;
  return (
    <div className="pk-bulkbar" role="toolbar" aria-label="批量操作">
      <span className="pk-bulk-count" aria-live="polite">
        已选 {count} 项
      </span>
      {ACTIONS.filter(({ action }) => allowed(action)).map(({ action, label, danger }) => (
        <button
          key={action}
          type="button"
          className={danger ? 'pk-button pk-danger' : 'pk-button'}
          onClick={() => onAction(action)}
        >
          {label}
        </button>
      ))}
      <button type="button" className="pk-link-button" onClick={onClear}>
        取消选择
      </button>
    </div>
  );
}
