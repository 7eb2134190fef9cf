import { QuestionCircleOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { content } from '@podkit/sdk-core';
import { Link } from 'react-router';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';

/**
 * The WooCommerce tab leads to the help article on connecting WooCommerce (spec 1), found by
 * its topic so an operator may retitle or move it.
 */
export function WooCommerceHelp() {
  const article = useRemote(
    () => content.getHelpTopic(client, 'woocommerce', { silent: true }),
    'woocommerce',
  );
  if (article.state !== 'done') return null;
  return (
    <Alert
      className="store-help"
      type="info"
      showIcon
      icon={<QuestionCircleOutlined />}
      title="WooCommerce 店铺通过 REST API 密钥连接"
      description={
        <span>
          连接前请先阅读
          <Link to={`/helpCenter?id=${article.data.id}`}>《{article.data.title}》</Link>
          ，了解如何生成密钥以及会同步哪些内容。
        </span>
      }
    />
  );
}
