import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Image, Progress, Space, Upload } from 'antd';
import { isApiError, uploadFile, UPLOAD_EXTENSIONS, type UploadType } from '@podkit/sdk-core';
import { useState } from 'react';
import { client } from '../../sdk/client.js';

const accept = UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/**
 * A form control holding an image address: shows the picture, uploads a new one through the
 * signed form (sdk-core `uploadFile`, which checks the extension and shows errors) and clears.
 */
export function ImageField({
  value,
  onChange,
  label = '上传图片',
  previewSize = 96,
  uploadType = 'file',
}: {
  value?: string;
  onChange?: (url: string) => void;
  label?: string;
  previewSize?: number;
  /** The upload folder; a picture strangers must see (a reseller's sub-site logo) needs a public one. */
  uploadType?: UploadType;
}) {
  const [percent, setPercent] = useState<number | null>(null);

  const upload = async (file: File) => {
    setPercent(0);
    try {
      const stored = await uploadFile(client, file, {
        type: uploadType,
        onProgress: (progress) => setPercent(Math.round(progress.percent)),
      });
      onChange?.(stored.url);
    } catch (error) {
      // uploadFile has already told the operator why; anything else is a bug worth seeing.
      if (!isApiError(error)) throw error;
    } finally {
      setPercent(null);
    }
  };

  return (
    <Space align="start" wrap>
      {value ? (
        <Image
          src={value}
          width={previewSize}
          height={previewSize}
          className="admin-image-preview"
          alt=""
        />
      ) : (
        <div
          className="admin-image-empty"
          style={{ width: previewSize, height: previewSize }}
          aria-hidden
        >
          无图片
        </div>
      )}
      <Space orientation="vertical" size={4}>
        <Upload
          accept={accept}
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={percent !== null}>
            {label}
          </Button>
        </Upload>
        {percent !== null && <Progress percent={percent} size="small" style={{ width: 120 }} />}
        {value && (
          <Button type="link" danger icon={<DeleteOutlined />} onClick={() => onChange?.('')}>
            移除
          </Button>
        )}
      </Space>
    </Space>
  );
}
