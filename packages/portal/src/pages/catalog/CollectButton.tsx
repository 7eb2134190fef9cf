import { FolderAddOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { UserBasicProductCategory } from '@podkit/sdk-core';
import { useNavigate } from 'react-router';
import { addToUserCategory } from './use-user-categories.js';
import { screenPath } from './screen-path.js';

/** 加入分类: puts the blank into one of the reseller's own categories (userBasicProduct). */
export function CollectButton({
  productId,
  categories,
  onChanged,
}: {
  productId: number;
  categories: UserBasicProductCategory[];
  onChanged: () => void;
}) {
  const navigate = useNavigate();
  const items =
    categories.length === 0
      ? [{ key: 'new', label: '还没有分类，去新建' }]
      : categories.map((category) => ({
          key: String(category.id),
          label: category.basic_product_ids.includes(productId)
            ? `${category.name}（已加入）`
            : category.name,
          disabled: category.basic_product_ids.includes(productId),
        }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: async ({ key }) => {
          if (key === 'new') {
            navigate(screenPath('userBasicProduct'));
            return;
          }
          const category = categories.find((c) => String(c.id) === key);
          if (!category) return;
          try {
            // The server's answer (a success toast or the reason it failed) is shown by the client.
            await addToUserCategory(category, productId);
            onChanged();
          } catch {
            return;
          }
        },
      }}
    >
      <Button size="small" icon={<FolderAddOutlined />}>
        加入分类
      </Button>
    </Dropdown>
  );
}
