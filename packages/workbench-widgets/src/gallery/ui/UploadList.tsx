import type { RefusedFile } from '../upload-check';
import type { UploadItem } from '../use-uploads';

const STATUS_TEXT = {
  waiting: '等待上传',
  uploading: '上传中',
  done: '已完成',
  failed: '上传失败',
};

export interface UploadListProps {
  items: readonly UploadItem[];
  refused: readonly RefusedFile[];
  onClear: () => void;
}

/** Per-file progress bars, and the files refused before sending with the reason. */
export function UploadList({ items, refused, onClear }: UploadListProps) {
  if (items.length === 0 && refused.length === 0) return null;
  const busy = items.some((item) => item.status === 'uploading' || item.status === 'waiting');
  return (
    <section className="pk-uploads" aria-label="上传列表">
      <div className="pk-uploads-head">
        <span>{busy ? '正在上传…' : '上传结束'}</span>
        {busy ? null : (
          <button type="button" className="pk-link-button" onClick={onClear}>
            清除记录
          </button>
        )}
      </div>
      <ul>
        {items.map((item) => (
          <li key={item.key} className="pk-upload" data-status={item.status}>
            <span className="pk-upload-name" title={item.name}>
              {item.name}
            </span>
            <span
              className="pk-progress"
              role="progressbar"
              aria-label={`${item.name} 上传进度`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={item.percent}
            >
              <span className="pk-progress-bar" style={{ width: `${item.percent}%` }} />
            </span>
            <span className="pk-upload-status">
              {item.status === 'uploading' ? `${item.percent}%` : STATUS_TEXT[item.status]}
              {item.error ? `：${item.error}` : ''}
            </span>
          </li>
        ))}
        {refused.map((file, index) => (
          <li key={`refused-${index}`} className="pk-upload" data-status="refused">
            <span className="pk-upload-name" title={file.name}>
              {file.name}
            </span>
            <span className="pk-upload-status pk-danger-text">未上传：{file.reason}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
