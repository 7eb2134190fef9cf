import { Button, Result } from 'antd';

/** Shown in place of content the server could not be asked for; 重试 loads the page again. */
export function Unreachable({ onRetry }: { onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title="网络错误"
      subTitle="内容暂时无法加载，请检查网络后重试"
      extra={
        <Button type="primary" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
