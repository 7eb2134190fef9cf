import { ArrowRightOutlined, CustomerServiceOutlined } from '@ant-design/icons';
import { Button, Modal, Skeleton } from 'antd';
import { products, type BasicProductSummary } from '@podkit/sdk-core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSiteConfig } from '../../app/site-config.js';
import { useStore } from '../../app/use-store.js';
import { client, tokenStore } from '../../sdk/client.js';
import { useRemote } from '../../components/use-remote.js';
import { LOGIN_PATH } from '../../router/access.js';
import { designModes, type DesignMode } from './design-modes.js';
import './design-mode.css';

const EXAMPLE_COUNT = 12;

/** Where a flow's button goes: the screen when signed in, else login with it as the return target. */
function flowPath(path: string, signedIn: boolean): string {
  return signedIn ? path : `${LOGIN_PATH}?redirect=${encodeURIComponent(path)}`;
}

function Examples({ pictures, count }: { pictures: BasicProductSummary[]; count: number }) {
  const shown = pictures.filter((product) => product.image).slice(0, count);
  if (shown.length === 0) return null;
  return (
    <div className={`design-mode-examples design-mode-examples--${shown.length}`}>
      {shown.map((product) => (
        <figure key={product.id} className="design-mode-example">
          <img src={product.image} alt={product.name} loading="lazy" />
          <figcaption>{product.name}</figcaption>
        </figure>
      ))}
    </div>
  );
}

/** A rotating slice of the catalogue, so each mode shows other products than the one before. */
function picturesFor(all: BasicProductSummary[], index: number): BasicProductSummary[] {
  if (all.length === 0) return [];
  const start = (index * 2) % all.length;
  return [...all.slice(start), ...all.slice(0, start)];
}

/**
 * /home/designMode: the ways to design on this platform, each with what it is for, its steps,
 * example pictures from the catalogue and a button that opens it (login first for visitors).
 */
export default function DesignModePage() {
  const navigate = useNavigate();
  const signedIn = Boolean(useStore(tokenStore.$token));
  const config = useSiteConfig();
  const [contactOpen, setContactOpen] = useState(false);
  const catalogue = useRemote(() =>
    products.listPublicBasic(client, { page: 1, page_size: EXAMPLE_COUNT }, { silent: true }),
  );
  const pictures = catalogue.state === 'done' ? catalogue.data.data : [];

  const open = (mode: DesignMode) =>
    mode.path ? navigate(flowPath(mode.path, signedIn)) : setContactOpen(true);

  return (
    <div className="public-container design-mode">
      <section className="product-hero">
        <div>
          <h1 className="product-hero-title">设计模式</h1>
          <p className="product-hero-text">
            一件起订、按需生产：从一款商品的单品设计，到一套图案做成整套商品，再到交给设计师代做，选最适合你的方式。
          </p>
        </div>
      </section>
      <div className="design-mode-list">
        {designModes.map((mode, index) => (
          <section
            key={mode.key}
            className="design-mode-card"
            aria-labelledby={`design-mode-${mode.key}`}
          >
            <div className="design-mode-text">
              <h2 id={`design-mode-${mode.key}`} className="design-mode-title">
                {mode.title}
              </h2>
              <p className="design-mode-summary">{mode.summary}</p>
              <ol className="design-mode-steps">
                {mode.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
              <Button
                type="primary"
                icon={mode.path ? <ArrowRightOutlined /> : <CustomerServiceOutlined />}
                iconPlacement="end"
                onClick={() => open(mode)}
              >
                {mode.action}
              </Button>
            </div>
            {catalogue.state === 'loading' ? (
              <Skeleton.Image active className="design-mode-skeleton" />
            ) : (
              <Examples pictures={picturesFor(pictures, index)} count={mode.examples} />
            )}
          </section>
        ))}
      </div>
      <Modal
        open={contactOpen}
        title="预约设计服务"
        footer={null}
        maskClosable={false}
        onCancel={() => setContactOpen(false)}
      >
        <p>
          请联系客服，说明设计需求、参考图、尺寸和交付时间，我们会安排设计师与你沟通报价和排期。
        </p>
        {config?.customer_phone && <p>客服电话：{config.customer_phone}</p>}
        {config?.customer_email && <p>邮箱：{config.customer_email}</p>}
        {config?.customer_qr_code && (
          <img src={config.customer_qr_code} alt="客服二维码" width={160} height={160} />
        )}
        {!config?.customer_phone && !config?.customer_email && !config?.customer_qr_code && (
          <p>本站暂未公布客服联系方式，请登录后在消息中心联系平台。</p>
        )}
      </Modal>
    </div>
  );
}
