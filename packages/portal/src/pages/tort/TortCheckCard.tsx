import { Alert, Button, Card, Input, Space } from 'antd';
import { tortBrands, type TortCheckResult } from '@podkit/sdk-core';
import { useState } from 'react';
import { client } from '../../sdk/client.js';
import { TortLevelTag } from './TortLevelTag.js';

const MAX_TEXT = 5000;

/** The lookup: paste a title, a description or a picture's words, see the listed brands in it. */
export function TortCheckCard() {
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<{ text: string; result: TortCheckResult } | null>(null);
  const [busy, setBusy] = useState(false);

  async function check() {
    const wanted = text.trim();
    if (!wanted) return;
    setBusy(true);
    try {
      setChecked({ text: wanted, result: await tortBrands.check(client, { text: wanted }) });
    } catch {
      // The client shows the server's message.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="查询文字" size="small" className="tort-check">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input.TextArea
          rows={4}
          maxLength={MAX_TEXT}
          showCount
          value={text}
          aria-label="要查询的文字"
          placeholder="粘贴商品标题、描述或图片上的文字，大小写、全角半角和字母间的空格不影响查询"
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="primary" loading={busy} disabled={!text.trim()} onClick={() => void check()}>
          查询
        </Button>
        {checked ? <CheckOutcome result={checked.result} /> : null}
      </Space>
    </Card>
  );
}

function CheckOutcome({ result }: { result: TortCheckResult }) {
  if (result.hits.length === 0) return <Alert type="success" showIcon title="未发现侵权品牌" />;
  return (
    <Alert
      type={result.blocked ? 'error' : 'warning'}
      showIcon
      title={
        result.blocked
          ? `发现 ${result.hits.length} 个侵权品牌，含禁止发布的品牌，相关商品不能发布`
          : `发现 ${result.hits.length} 个侵权品牌，请确认已获授权或修改文字`
      }
      description={
        <ul className="tort-hits" aria-label="发现的侵权品牌">
          {result.hits.map((hit) => (
            <li key={hit.id}>
              <strong>{hit.word}</strong> <TortLevelTag level={hit.level} />
              {hit.holder ? <span className="tort-holder">权利人：{hit.holder}</span> : null}
            </li>
          ))}
        </ul>
      }
    />
  );
}
