import { Form, Select } from 'antd';
import { listingTemplates, type PublishPlatform } from '@podkit/sdk-core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';

/**
 * 产品模板: one of the reseller's templates of a marketplace, loaded here; with none yet, a link to
 * the marketplace's template screen instead of the hint.
 */
export function TemplateField({
  marketplace,
  value,
  onChange,
  hint,
}: {
  marketplace: { key: PublishPlatform; paths: { template: string } };
  value: number | undefined;
  onChange: (templateId: number) => void;
  hint?: ReactNode;
}) {
  const templates = useRemote(() =>
    listingTemplates.list(
      client,
      { platform: marketplace.key, page: 1, page_size: 100 },
      { silent: true },
    ),
  );
  const none = templates.state === 'done' && templates.data.data.length === 0;
  return (
    <Form.Item
      label="产品模板"
      required
      extra={none ? <Link to={marketplace.paths.template}>先新建一个产品模板</Link> : hint}
    >
      <Select
        aria-label="产品模板"
        placeholder="选择产品模板"
        value={value}
        onChange={onChange}
        loading={templates.state === 'loading'}
        options={
          templates.state === 'done'
            ? templates.data.data.map((template) => ({ value: template.id, label: template.name }))
            : []
        }
      />
    </Form.Item>
  );
}
