import { Checkbox, Col, Form, Input, Row } from 'antd';
import { addresses, type UserAddress, type UserAddressInput } from '@podkit/sdk-core';
import { FormModal } from '../../components/FormModal.js';
import { client } from '../../sdk/client.js';

export interface AddressFormModalProps {
  /** The address to edit; a new one when absent. */
  address?: UserAddress;
  onSaved: (address: UserAddress) => void;
  onClose: () => void;
}

const required = (label: string) => ({
  required: true,
  whitespace: true,
  message: `请填写${label}`,
});

/** Create or edit a shipping address, with the server's own limits checked as you type. */
export function AddressFormModal({ address, onSaved, onClose }: AddressFormModalProps) {
  function save(values: UserAddressInput) {
    const body: UserAddressInput = {
      ...values,
      country_code: values.country_code.trim().toUpperCase(),
      district: values.district ?? '',
      address2: values.address2 ?? '',
      postcode: values.postcode ?? '',
      is_default: values.is_default ?? false,
    };
    return address
      ? addresses.updateAddress(client, address.id, body)
      : addresses.createAddress(client, body);
  }

  return (
    <FormModal<UserAddressInput, UserAddress>
      title={address ? '编辑地址' : '新增地址'}
      okText="保存"
      width={640}
      initialValues={address ?? { country_code: 'CN', is_default: false }}
      submit={save}
      onDone={onSaved}
      onClose={onClose}
    >
      {() => (
        <>
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item
                label="收件人"
                name="recipient_name"
                rules={[required('收件人'), { max: 64 }]}
              >
                <Input autoComplete="name" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                label="联系电话"
                name="phone"
                rules={[
                  required('联系电话'),
                  { pattern: /^[0-9+()\- ]{5,20}$/, message: '5–20 位数字，可含 + - ( ) 和空格' },
                ]}
              >
                <Input autoComplete="tel" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item
                label="国家/地区代码"
                name="country_code"
                rules={[
                  required('国家/地区代码'),
                  { pattern: /^[A-Za-z]{2}$/, message: '两位字母代码，如 CN、US' },
                ]}
              >
                <Input maxLength={2} placeholder="CN" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item label="省/州" name="province" rules={[required('省/州'), { max: 64 }]}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item label="城市" name="city" rules={[required('城市'), { max: 64 }]}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item label="区/县" name="district" rules={[{ max: 64 }]}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} sm={16}>
              <Form.Item
                label="详细地址"
                name="address1"
                rules={[required('详细地址'), { max: 200 }]}
              >
                <Input autoComplete="address-line1" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={16}>
              <Form.Item label="地址补充" name="address2" rules={[{ max: 200 }]}>
                <Input autoComplete="address-line2" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item
                label="邮编"
                name="postcode"
                rules={[{ pattern: /^[A-Za-z0-9\- ]{0,12}$/, message: '最多 12 位字母或数字' }]}
              >
                <Input autoComplete="postal-code" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="is_default" valuePropName="checked">
            <Checkbox>设为默认地址</Checkbox>
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}

/** One line of an address as people read it. */
export function addressLine(
  address: Omit<UserAddress, 'id' | 'is_default' | 'created_at'>,
): string {
  return [
    address.country_code,
    address.province,
    address.city,
    address.district,
    address.address1,
    address.address2,
    address.postcode,
  ]
    .filter(Boolean)
    .join(' ');
}
