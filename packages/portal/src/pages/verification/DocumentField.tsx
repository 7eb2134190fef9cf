import { UploadOutlined } from '@ant-design/icons';
import { Button, Image, Progress, Upload } from 'antd';
import type { StoredFile } from '@podkit/sdk-core';
import { useFileUpload } from '../../components/use-file-upload.js';

const PICTURE_ACCEPT = '.png,.jpg,.jpeg,.webp,.bmp';

/**
 * A document picture (ID card side, business licence) uploaded as a private file (type
 * 'verification'); its preview is the short-lived signed link the upload answered.
 */
export function DocumentField({
  label,
  value,
  onChange,
}: {
  label: string;
  value?: StoredFile;
  onChange?: (file: StoredFile | undefined) => void;
}) {
  const { percent, upload } = useFileUpload('verification');
  return (
    <div className="verify-document" data-testid={`document-${label}`}>
      <div className="verify-document-preview">
        {value ? (
          <Image src={value.url} alt={label} width={160} height={100} />
        ) : (
          <span className="verify-document-empty">{label}</span>
        )}
      </div>
      <Upload
        accept={PICTURE_ACCEPT}
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file).then((stored) => stored && onChange?.(stored));
          return false;
        }}
      >
        <Button size="small" icon={<UploadOutlined />} loading={percent !== null}>
          {value ? `重新上传${label}` : `上传${label}`}
        </Button>
      </Upload>
      {percent !== null ? <Progress percent={percent} size="small" /> : null}
    </div>
  );
}
