import { Card, Col, Row, Statistic } from 'antd';
import { useSession } from '../../app/session.js';
import { LevelProgress } from './LevelProgress.js';

/** /views/main: the workbench home with the account's balance and level. */
export function DashboardPage() {
  const { info, group } = useSession();
  return (
    <div className="dashboard">
      <h2 className="page-title">你好，{info.username}</h2>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card>
            <Statistic title="账户余额（元）" value={info.balance} />
          </Card>
        </Col>
        <Col xs={24} md={16}>
          <Card title={`会员等级：${group.level_name}`}>
            <LevelProgress group={group} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
