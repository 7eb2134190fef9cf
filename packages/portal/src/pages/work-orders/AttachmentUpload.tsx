import { CloseOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Image, Progress, Space, Upload } from 'antd';
import { isApiError, uploadFile, type StoredFile } from '@podkit/sdk-core';
import { useState } from 'react';
import { client } from '../../sdk/client.js';

const MAX_FILES = 9;
const ACCEPT = '.png,.jpg,.jpeg,.webp,.bmp,.gif';

/**
 * Uploads one file as a private attachment (type 'file') and hands it to `onStored`; `percent` is
 * the progress while it goes, null otherwise. A refusal was shown by the client's notifier.
 */
export function useAttachmentUpload(onStored: (file: StoredFile) => void) {
  const [percent, setPercent] = useState<number | null>(null);
  async function upload(file: File) {
    setPercent(0);
    try {
      const stored = await uploadFile(client, file, {
        type: 'file',
        onProgress: (progress) => setPercent(Math.round(progress.percent)),
      });
      onStored(stored);
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setPercent(null);
    }
  }
  return { percent, upload };
}

/** Pictures uploaded as private attachments (type 'file'), up to nine, each removable. */
export function AttachmentUpload(props: {
  value: StoredFile[];
  onChange: (files: StoredFile[]) => void;
  label: string;
  /** File kinds offered (pictures by default). */
  accept?: string;
}) {
  const { percent, upload } = useAttachmentUpload((stored) =>
    props.onChange([...props.value, stored].slice(0, MAX_FILES)),
  );
  return (
    <Space wrap size={8} align="center">
      {props.value.map((file) => (
        <span key={file.id} className="work-order-upload-thumb">
          <Image src={file.url} width={64} height={64} alt={file.name} />
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined />}
            aria-label={`移除 ${file.name}`}
            onClick={() => props.onChange(props.value.filter((one) => one.id !== file.id))}
          />
        </span>
      ))}
      {props.value.length < MAX_FILES ? (
        <Upload
          accept={props.accept ?? ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={percent !== null}>
            {props.label}
          </Button>
        </Upload>
      ) : null}
      {percent !== null ? <Progress percent={percent} size="small" style={{ width: 100 }} /> : null}
    </Space>
  );
}
