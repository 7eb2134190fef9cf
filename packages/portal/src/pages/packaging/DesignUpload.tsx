import { UploadOutlined } from '@ant-design/icons';
import { Button, Image, Progress, Space, Upload } from 'antd';
import { useAttachmentUpload } from '../work-orders/AttachmentUpload.js';

export const DESIGN_ACCEPT = '.png,.jpg,.jpeg,.psd,.svg,.tiff';

/** What the form holds of the design: the uploaded file, or the one a template already has. */
export interface DesignChoice {
  id?: number;
  name: string;
  url: string;
}

/** One design file uploaded as a private attachment (type 'file'); a new upload replaces it. */
export function DesignUpload(props: {
  value?: DesignChoice | null;
  onChange?: (file: DesignChoice | null) => void;
}) {
  const { percent, upload } = useAttachmentUpload((stored) =>
    props.onChange?.({ id: stored.id, name: stored.name, url: stored.url }),
  );
  return (
    <Space wrap size={8} align="center">
      {props.value ? (
        <span className="work-order-upload-thumb">
          <Image src={props.value.url} width={64} height={64} alt={props.value.name} />
        </span>
      ) : null}
      <Upload
        accept={DESIGN_ACCEPT}
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={percent !== null}>
          {props.value ? '重新上传' : '上传设计文件'}
        </Button>
      </Upload>
      {percent !== null ? <Progress percent={percent} size="small" style={{ width: 100 }} /> : null}
    </Space>
  );
}
