import { Card, Typography } from 'antd';
import { embedCode } from '@podkit/sdk-core';

/** How a partner embeds the widgets: the script tag, the elements, and the backend call. */
export function EmbedCodeCard() {
  const origin = window.location.origin;
  const page = `${embedCode(`${origin}/embed/podkit.js`)}
<script>podkit('init', { code: '后端取得的一次性授权码', getCode: function () { /* 向你的后端要新的授权码 */ } });</script>
<podkit-gallery mode="pick"></podkit-gallery>`;
  const backend = `curl -X POST ${origin}/req/embed/code \\
  -H 'X-PodKit-Key: 你的合作方密钥' -H 'Content-Type: application/json' \\
  -d '{"origin":"https://你的页面来源"}'`;
  return (
    <Card title="嵌入代码" size="small">
      <Typography.Paragraph>
        1. 合作方后端用密钥换取一次性授权码（60 秒内有效，只能使用一次）：
      </Typography.Paragraph>
      <Typography.Paragraph copyable={{ text: backend }}>
        <pre className="embed-code">{backend}</pre>
      </Typography.Paragraph>
      <Typography.Paragraph>
        2.
        页面放入脚本与组件（podkit-editor、podkit-cart、podkit-orders、podkit-gallery），把授权码交给
        podkit('init')：
      </Typography.Paragraph>
      <Typography.Paragraph copyable={{ text: page }}>
        <pre className="embed-code">{page}</pre>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        组件会发出 podkit:saved、podkit:ordered、podkit:picked 等页面事件，可用 podkit('on',
        'saved', 回调) 监听。
      </Typography.Paragraph>
    </Card>
  );
}
