import { Alert, Button, Form, Modal } from 'antd';
import { releases, type BulkFile, type PublishPlatform } from '@podkit/sdk-core';
import { useState } from 'react';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { ProductsSelect } from './ProductsSelect.js';
import { TemplateField } from './TemplateField.js';

/** Marketplaces without a bulk-upload file: Etsy has no spreadsheet import, dj lists by API. */
const WITHOUT_FILE: readonly PublishPlatform[] = ['etsy', 'dj'];

/** Starts the browser's download of a file the server made. */
function startDownload(file: BulkFile) {
  const link = document.createElement('a');
  link.href = file.file_url;
  link.download = file.file_name;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * 生成批量上传文件: the marketplace's bulk-upload sheet of some products, filled from a product
 * template, for sellers who upload by hand. Works without a connected store.
 */
export function BulkFileButton({
  marketplace,
  productIds,
}: {
  marketplace: { key: PublishPlatform; label: string; paths: { template: string } };
  /** Chosen on the screen already (the library); otherwise chosen in the dialog. */
  productIds?: number[];
}) {
  const [open, setOpen] = useState(false);
  if (WITHOUT_FILE.includes(marketplace.key)) return null;
  return (
    <Permission name="publish">
      <Button onClick={() => setOpen(true)}>生成批量上传文件</Button>
      {open && (
        <BulkFileDialog
          marketplace={marketplace}
          productIds={productIds}
          onClose={() => setOpen(false)}
        />
      )}
    </Permission>
  );
}

function BulkFileDialog({
  marketplace,
  productIds,
  onClose,
}: {
  marketplace: { key: PublishPlatform; label: string; paths: { template: string } };
  productIds: number[] | undefined;
  onClose: () => void;
}) {
  const [templateId, setTemplateId] = useState<number | undefined>();
  const [chosen, setChosen] = useState<number[]>(productIds ?? []);
  const [making, setMaking] = useState(false);
  const [made, setMade] = useState<BulkFile | null>(null);
  const ready = templateId !== undefined && chosen.length > 0;

  async function make() {
    if (templateId === undefined || chosen.length === 0) return;
    setMaking(true);
    try {
      const file = await releases.createBulkFile(client, {
        platform: marketplace.key,
        template_id: templateId,
        product_ids: chosen,
      });
      setMade(file);
      startDownload(file);
    } catch {
      // The client shows the server's message (a blocked brand names the word).
    } finally {
      setMaking(false);
    }
  }

  return (
    <Modal
      open
      title={`生成 ${marketplace.label} 批量上传文件`}
      okText={made ? '完成' : `生成（${chosen.length} 个商品）`}
      cancelText="取消"
      okButtonProps={{ disabled: !made && !ready }}
      cancelButtonProps={made ? { style: { display: 'none' } } : {}}
      confirmLoading={making}
      onOk={() => (made ? onClose() : void make())}
      onCancel={onClose}
      destroyOnHidden
    >
      {made ? (
        <Alert
          type="success"
          showIcon
          title={`已生成 ${made.rows} 行，文件已开始下载`}
          description={
            <>
              <a href={made.file_url} download={made.file_name}>
                下载 {made.file_name}
              </a>
              <div>之后也可以在导出记录中下载。</div>
            </>
          }
        />
      ) : (
        <Form layout="vertical">
          <TemplateField
            marketplace={marketplace}
            value={templateId}
            onChange={setTemplateId}
            hint="标题、描述、价格按模板生成，每个颜色尺码一行"
          />
          {!productIds && (
            <Form.Item label="商品" required>
              <ProductsSelect value={chosen} onChange={setChosen} />
            </Form.Item>
          )}
        </Form>
      )}
    </Modal>
  );
}
