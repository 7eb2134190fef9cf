import { Alert, Button, Card, Empty, Input, Pagination, Select, Skeleton, Space, Tag } from 'antd';
import { galleryPacks, randomName, type GalleryPack } from '@podkit/sdk-core';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormModal } from '../../components/FormModal.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { refreshAccount } from '../../workbench/session.js';
import { screenPath } from '../catalog/screen-path.js';
import '../cart/shop.css';
import './value-added.css';

const PAGE_SIZE = 12;

function PackCover({ pack }: { pack: GalleryPack }) {
  const shown = pack.files.slice(0, 4);
  return (
    <div className={`pack-cover${shown.length === 1 ? ' single' : ''}`}>
      {shown.map((file) => (
        <img key={file.id} src={file.preview_url} alt={file.name} loading="lazy" />
      ))}
    </div>
  );
}

/**
 * valueAddedServicesGallery (图库服务): licensed artwork packs with watermarked previews; buying
 * one pays from the balance once and puts the full-size files into 我的素材库 with the licence.
 */
export default function GalleryServicePage() {
  const [keyword, setKeyword] = useState('');
  const [tag, setTag] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [buying, setBuying] = useState<GalleryPack | null>(null);
  const [bought, setBought] = useState<string | null>(null);
  const query = { keyword: keyword || undefined, tag, page, page_size: PAGE_SIZE };
  const list = useRemote(
    () => galleryPacks.list(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  const tags = useRemote(() => galleryPacks.tags(client, { silent: true }), attempt);
  if (list.state === 'failed') return <Unreachable onRetry={() => setAttempt((n) => n + 1)} />;

  return (
    <div className="shop-page">
      <h2 className="page-title">图库服务</h2>
      <p className="work-order-muted">
        平台精选的授权图包：预览图带水印，购买后原图放入「我的素材库」，每个素材都标注授权范围。共享素材库中的图片仍可免费使用。
      </p>
      {bought ? (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setBought(null)}
          title={
            <span>
              {bought}
              <Link to={screenPath('myGallery')}>去我的素材库</Link>
            </span>
          }
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <div className="shop-filters">
        <Space wrap>
          <Input.Search
            allowClear
            placeholder="图包名称或简介"
            style={{ width: 240 }}
            onSearch={(value) => {
              setKeyword(value.trim());
              setPage(1);
            }}
          />
          <Select
            allowClear
            placeholder="按标签筛选"
            style={{ width: 160 }}
            value={tag}
            options={(tags.state === 'done' ? tags.data : []).map((t) => ({ value: t, label: t }))}
            onChange={(value?: string) => {
              setTag(value);
              setPage(1);
            }}
          />
        </Space>
      </div>
      {list.state === 'loading' ? (
        <Skeleton active />
      ) : list.data.data.length === 0 ? (
        <Empty description="没有符合条件的图包" />
      ) : (
        <>
          <div className="pack-grid">
            {list.data.data.map((pack) => (
              <Card key={pack.id} cover={<PackCover pack={pack} />} size="small">
                <Card.Meta
                  title={pack.name}
                  description={
                    <>
                      <div>{pack.description || `${pack.file_count} 张图片`}</div>
                      <Space size={4} wrap style={{ marginTop: 4 }}>
                        {pack.tags.map((t) => (
                          <Tag key={t}>{t}</Tag>
                        ))}
                      </Space>
                      <p className="pack-licence">授权：{pack.licence}</p>
                    </>
                  }
                />
                <Space style={{ marginTop: 8, justifyContent: 'space-between', width: '100%' }}>
                  <span className="pack-price">¥{pack.price}</span>
                  {pack.purchased ? (
                    <Tag color="success">已购买</Tag>
                  ) : (
                    <Permission name="buy">
                      <Button type="primary" onClick={() => setBuying(pack)}>
                        购买
                      </Button>
                    </Permission>
                  )}
                </Space>
              </Card>
            ))}
          </div>
          <Pagination
            style={{ marginTop: 16, textAlign: 'right' }}
            current={page}
            pageSize={PAGE_SIZE}
            total={list.data.total}
            onChange={setPage}
            showSizeChanger={false}
          />
        </>
      )}
      {buying ? (
        <FormModal<object>
          title={`购买图包「${buying.name}」`}
          okText={`确认支付 ¥${buying.price}`}
          submit={() => galleryPacks.buy(client, buying.id, { idempotency_key: randomName() })}
          onDone={() => {
            setBought(`已购买「${buying.name}」，${buying.file_count} 张原图已放入我的素材库。`);
            setBuying(null);
            setAttempt((n) => n + 1);
            void refreshAccount();
          }}
          onClose={() => setBuying(null)}
        >
          {() => (
            <>
              <p>将从余额支付 ¥{buying.price}，同一图包只需购买一次。</p>
              <p className="pack-licence">授权说明：{buying.licence}</p>
            </>
          )}
        </FormModal>
      ) : null}
    </div>
  );
}
