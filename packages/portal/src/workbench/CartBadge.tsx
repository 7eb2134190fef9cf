import { ShoppingCartOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { Link } from 'react-router';

/** The cart icon with its item count (spec section 2). */
export function CartBadge({ count }: { count: number }) {
  return (
    <Link to="/main/cart">
      <Badge count={count} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          icon={<ShoppingCartOutlined />}
          aria-label={`购物车，${count} 件商品`}
        />
      </Badge>
    </Link>
  );
}
