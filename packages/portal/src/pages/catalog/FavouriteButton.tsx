import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { myGoods } from '@podkit/sdk-core';
import { useState } from 'react';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';

/** 收藏 / 已收藏: keeps a general good among the reseller's own goods (generalAdmin). */
export function FavouriteButton({
  goodsId,
  favourite,
  onChange,
  size = 'small',
  permission = 'collect',
}: {
  goodsId: number;
  favourite: boolean;
  onChange?: (favourite: boolean) => void;
  size?: 'small' | 'middle';
  /** The page's button permission that allows it (the libraries' 收藏 is `collect`). */
  permission?: string;
}) {
  const [on, setOn] = useState(favourite);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    setBusy(true);
    try {
      if (on) await myGoods.removeFavourite(client, goodsId);
      else await myGoods.addFavourite(client, goodsId);
      setOn(!on);
      onChange?.(!on);
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Permission name={permission}>
      <Button
        size={size}
        icon={on ? <HeartFilled style={{ color: '#eb2f96' }} /> : <HeartOutlined />}
        loading={busy}
        aria-pressed={on}
        onClick={() => void toggle()}
      >
        {on ? '已收藏' : '收藏'}
      </Button>
    </Permission>
  );
}
