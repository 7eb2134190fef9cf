import { Select } from 'antd';
import { badOrigins, cleanList } from '../../admin/site/site-settings-rules.js';

/** Form rule: every entry is an origin like https://shop.example.com. */
export const originsRule = {
  validator: async (_: unknown, value: string[] | undefined) => {
    const wrong = badOrigins(cleanList(value));
    if (wrong.length > 0) throw new Error(`来源格式不正确：${wrong.join('、')}`);
  },
};

/** A list of origins typed one by one (Enter after each). */
export function OriginsInput(props: {
  value?: string[];
  onChange?: (value: string[]) => void;
  'aria-label'?: string;
  id?: string;
}) {
  return (
    <Select
      {...props}
      mode="tags"
      open={false}
      suffixIcon={null}
      placeholder="https://shop.example.com"
    />
  );
}
