import { useEffect, useState } from 'react';
import {
  jobs,
  products,
  resolveServerUrl,
  type Client,
  type DesignedProduct,
  type JobInfo,
  type TortBrandHit,
} from '@podkit/sdk-core';
import { Dialog } from '@podkit/widget-kit';
import { Icon } from '@podkit/widget-kit';

const POLL_MS = 1500;
const STATE_TEXT = { pending: '生成中', ready: '已生成', failed: '失败' } as const;

/**
 * After a save: the render job's progress and each print file and mockup with its state and
 * error, as the server reports them, until everything is made or has failed.
 */
export function SaveStatus(props: {
  client: Client;
  productId: number;
  jobId: number;
  /** Listed infringing brands the title or a text names: shown as a warning. */
  tortHits?: TortBrandHit[];
  colorName(colorId: number): string;
  viewName(viewId: number): string;
  onClose(): void;
  /** 加入购物车 for the product just saved. */
  onAddToCart?(): void;
}) {
  const [product, setProduct] = useState<DesignedProduct | null>(null);
  const [job, setJob] = useState<JobInfo | null>(null);
  const [failed, setFailed] = useState('');

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const quiet = { silent: true } as const;
    async function poll() {
      try {
        const [nextProduct, nextJob] = await Promise.all([
          products.getDesigned(props.client, props.productId, quiet),
          jobs.getJob(props.client, props.jobId, quiet),
        ]);
        if (!live) return;
        setProduct(nextProduct);
        setJob(nextJob);
        setFailed('');
        if (nextProduct.status === 'rendering') timer = setTimeout(poll, POLL_MS);
      } catch (error) {
        if (!live) return;
        setFailed(error instanceof Error ? error.message : String(error));
        timer = setTimeout(poll, POLL_MS * 2);
      }
    }
    void poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [props.client, props.productId, props.jobId]);

  const progress = job?.progress;
  const percent =
    product?.status === 'ready'
      ? 100
      : progress && progress.total
        ? Math.round((progress.done / progress.total) * 100)
        : 0;
  const overall =
    product === null
      ? '查询中...'
      : product.status === 'ready'
        ? '印刷文件和效果图已全部生成'
        : product.status === 'failed'
          ? '生成失败'
          : job?.status === 'queued'
            ? '排队中'
            : '生成中';

  return (
    <Dialog
      title="保存成功"
      wide
      onClose={props.onClose}
      footer={
        <>
          {props.onAddToCart ? (
            <button type="button" className="pe-tool" onClick={props.onAddToCart}>
              加入购物车
            </button>
          ) : null}
          <button type="button" className="pe-tool pe-primary" onClick={props.onClose}>
            继续设计
          </button>
        </>
      }
    >
      <div data-testid="save-status" data-status={product?.status ?? 'loading'}>
        {props.tortHits?.length ? <TortWarning hits={props.tortHits} /> : null}
        <p>
          商品编号 {props.productId} · {overall}
          {job?.last_error && product?.status !== 'ready' ? `（${job.last_error}）` : ''}
        </p>
        <div className="pe-progress" role="progressbar" aria-valuenow={percent}>
          <div style={{ width: `${percent}%` }} />
        </div>
        {failed ? <p className="pe-state-failed">{failed}</p> : null}
        {product ? (
          <>
            <h4>印刷文件</h4>
            <table className="pe-status-table">
              <tbody>
                {product.print_files.map((file) => (
                  <tr key={file.view_id}>
                    <td>{file.view_name || props.viewName(file.view_id)}</td>
                    <td className={`pe-state-${file.status}`}>{STATE_TEXT[file.status]}</td>
                    <td>
                      {file.status === 'ready' ? (
                        <a
                          className="pe-file-link"
                          href={resolveServerUrl(props.client.baseURL, file.url)}
                          target="_blank"
                          rel="noreferrer"
                        >
                          <Icon name="download" />
                          {file.width_px}×{file.height_px} px · {file.dpi} dpi
                        </a>
                      ) : (
                        file.error
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <h4>效果图</h4>
            <div className="pe-mockups">
              {product.mockups.map((mockup) => (
                <figure key={`${mockup.view_id}-${mockup.color_id}`} style={{ margin: 0 }}>
                  {mockup.status === 'ready' ? (
                    <img src={resolveServerUrl(props.client.baseURL, mockup.url)} alt="效果图" />
                  ) : (
                    <div className={`pe-state-${mockup.status}`} style={{ width: 96 }}>
                      {STATE_TEXT[mockup.status]} {mockup.error}
                    </div>
                  )}
                  <figcaption className="pe-hint">
                    {props.viewName(mockup.view_id)} · {props.colorName(mockup.color_id)}
                  </figcaption>
                </figure>
              ))}
            </div>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}

/** The listed brands a saved product names, the blocking ones called out. */
function TortWarning({ hits }: { hits: TortBrandHit[] }) {
  const blocked = hits.filter((hit) => hit.level === 'block');
  return (
    <p className="pe-tort-warning" role="alert">
      标题或文字中含有侵权品牌：{hits.map((hit) => hit.word).join('、')}。
      {blocked.length
        ? `其中 ${blocked.map((hit) => hit.word).join('、')} 禁止发布，请修改后再发布。`
        : '请确认已获授权，或修改后再发布。'}
    </p>
  );
}
