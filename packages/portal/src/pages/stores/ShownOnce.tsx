import { Alert, Typography } from 'antd';

/** A key or secret the server answers once: copy it now, it is not shown again. */
export function ShownOnce({ items }: { items: Array<{ label: string; value: string }> }) {
  return (
    <div className="shown-once">
      <Alert type="warning" showIcon title="请立即复制保存，关闭后将无法再次查看。" />
      {items.map((item) => (
        <div key={item.label} className="shown-once-item">
          <div className="shown-once-label">{item.label}</div>
          <Typography.Paragraph copyable={{ text: item.value }} className="shown-once-value" code>
            {item.value}
          </Typography.Paragraph>
        </div>
      ))}
    </div>
  );
}
