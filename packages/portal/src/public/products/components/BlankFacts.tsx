import type { BasicProductView } from '@podkit/sdk-core';
import { Description } from './Description.js';
import { PrintAreaTable } from './PrintAreaTable.js';

/** A blank's print areas (sizes in mm and resolution) and its description. */
export function BlankFacts({
  views,
  description,
}: {
  views: BasicProductView[];
  description: string;
}) {
  return (
    <>
      <section className="blank-detail-section" aria-labelledby="print-areas">
        <h2 id="print-areas" className="product-section-title">
          印刷区域
        </h2>
        <PrintAreaTable views={views} />
      </section>
      {description && (
        <section className="blank-detail-section" aria-labelledby="blank-description">
          <h2 id="blank-description" className="product-section-title">
            商品介绍
          </h2>
          <Description text={description} />
        </section>
      )}
    </>
  );
}
