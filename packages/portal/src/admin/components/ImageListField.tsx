import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { ImageField } from './ImageField.js';

/** A form control holding several image addresses: each shown with 移除, plus one more to upload. */
export function ImageListField({
  value = [],
  onChange,
  max = 10,
}: {
  value?: string[];
  onChange?: (urls: string[]) => void;
  max?: number;
}) {
  return (
    <div className="admin-image-list">
      {value.map((src, index) => (
        <div key={src + index} className="admin-image-list-item">
          <img src={src} alt={`图片 ${index + 1}`} width={96} height={96} />
          <Button
            size="small"
            shape="circle"
            icon={<CloseOutlined />}
            aria-label={`移除图片 ${index + 1}`}
            className="admin-image-list-remove"
            onClick={() => onChange?.(value.filter((_, i) => i !== index))}
          />
          {index === 0 && <span className="admin-image-list-first">主图</span>}
        </div>
      ))}
      {value.length < max && (
        <ImageField label="添加图片" onChange={(url) => url && onChange?.([...value, url])} />
      )}
      {value.length === 0 && (
        <span className="admin-help">
          <PlusOutlined /> 第一张为主图
        </span>
      )}
    </div>
  );
}
