import { Form, Select } from 'antd';
import { stores, type PackagingTemplate, type Store } from '@podkit/sdk-core';
import { Link } from 'react-router';
import { FormModal } from '../../components/FormModal.js';
import { client } from '../../sdk/client.js';
import { screenPath } from '../catalog/screen-path.js';
import { packagingOptions } from '../packaging/packaging-tags.js';

/**
 * 默认包装: the packaging template the store's imported orders get, over 偏好设置's default; the
 * reseller's own usable templates only (the server refuses any other).
 */
export function StorePackagingDialog({
  store,
  usable,
  onClose,
  onSaved,
}: {
  store: Store;
  usable: readonly PackagingTemplate[];
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <FormModal<{ bottom_template_id: number }>
      title={`默认包装：${store.name}`}
      okText="保存"
      initialValues={{ bottom_template_id: store.default_bottom_template_id ?? 0 }}
      submit={(values) =>
        stores.setStorePackaging(client, store.id, {
          bottom_template_id: values.bottom_template_id || null,
        })
      }
      onDone={onSaved}
      onClose={onClose}
    >
      {() => (
        <Form.Item
          label="包装模板"
          name="bottom_template_id"
          extra={
            <>
              该店铺导入的订单使用此包装模板（优先于偏好设置中的默认包装）；只能选择已审核通过并支付制版费的模板。
              <Link to={screenPath('bottomTemplateIndex')}>管理包装模板</Link>
            </>
          }
        >
          <Select aria-label="包装模板" options={packagingOptions(usable)} />
        </Form.Item>
      )}
    </FormModal>
  );
}
