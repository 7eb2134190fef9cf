import { PaperClipOutlined } from '@ant-design/icons';
import { Image, Space } from 'antd';
import type { WorkOrderFile } from '@podkit/sdk-core';

/** Pictures of a ticket or a reply as thumbnails that open large; other files as links. */
export function FileThumbs({ files, label }: { files: WorkOrderFile[]; label: string }) {
  if (files.length === 0) return null;
  return (
    <Space wrap size={8} className="work-order-files">
      <Image.PreviewGroup>
        {files.map((file, index) =>
          file.mime.startsWith('image/') && file.mime !== 'image/vnd.adobe.photoshop' ? (
            <Image
              key={file.url}
              src={file.url}
              width={72}
              height={72}
              alt={`${label} ${index + 1}：${file.name}`}
            />
          ) : (
            <a key={file.url} href={file.url} target="_blank" rel="noreferrer">
              <PaperClipOutlined /> {file.name}
            </a>
          ),
        )}
      </Image.PreviewGroup>
    </Space>
  );
}
