import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { exceptionTexts, type ExceptionCode } from './texts.js';

export function ExceptionPage({ code }: { code: ExceptionCode }) {
  const navigate = useNavigate();
  return (
    <Result
      status={code}
      title={code}
      subTitle={exceptionTexts[code]}
      extra={
        <Button type="primary" onClick={() => navigate('/home')}>
          返回首页
        </Button>
      }
    />
  );
}
