import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

/** A sub-account whose role may not pay: the order waits for the main account. */
export function NoPayPermission() {
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title="订单已提交，等待主账号支付"
      subTitle="当前账号没有支付权限，请联系主账号在订单管理中支付。"
      extra={
        <Button type="primary" onClick={() => navigate('/order/orderAdmin')}>
          查看订单
        </Button>
      }
    />
  );
}
