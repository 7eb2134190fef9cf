import { useEffect, useRef, useState } from 'react';
import type { DesignDocument } from '@podkit/design';
import type { DesignFontInfo, DistributionBasicProduct } from '@podkit/sdk-core';
import type { DesignEditorProps } from '../design-editor-props';
import type { ImageCache } from '../image-cache';
import { loadDesign, loadFonts, type LoadedDesign } from '../load-design';

/** The view shown first: the lowest sort, then the lowest id. */
export function firstViewId(blank: DistributionBasicProduct): number {
  const first = [...blank.views].sort((a, b) => a.sort - b.sort || a.view_id - b.view_id)[0];
  return first?.view_id ?? 0;
}

/**
 * What the editor designs on: the blank (or surface), its masks, the document and the fonts,
 * loaded again for a new blank, a reopened design or a new surface size. `onLoaded` runs in the
 * same update as the new design, so the view and colour it sets arrive together with it.
 */
export function useDesignLoad(
  props: DesignEditorProps,
  images: ImageCache,
  onLoaded: (next: LoadedDesign) => void,
) {
  const { client, surface } = props;
  const surfaceKey = surface ? `${surface.widthMm}x${surface.heightMm}@${surface.dpi}` : '';
  const [productId, setProductId] = useState(props.productId);
  const [designedId, setDesignedId] = useState<number | null>(props.designedProductId ?? null);
  const carryFrom = useRef<DesignDocument | null>(null);
  const [loaded, setLoaded] = useState<LoadedDesign | null>(null);
  const [loadError, setLoadError] = useState('');
  const [fonts, setFonts] = useState<DesignFontInfo[]>([]);
  const latest = useRef({ props, onLoaded });
  latest.current = { props, onLoaded };

  // A new blank or saved design from the host.
  useEffect(() => setProductId(props.productId), [props.productId]);
  useEffect(() => setDesignedId(props.designedProductId ?? null), [props.designedProductId]);

  useEffect(() => {
    let current = true;
    setLoadError('');
    loadDesign({
      client,
      productId,
      colorId: latest.current.props.colorId ?? null,
      designedProductId: designedId,
      carryFrom: carryFrom.current,
      images,
      page: globalThis.document,
      surface: latest.current.props.surface ?? undefined,
    }).then(
      (next) => {
        if (!current) return;
        carryFrom.current = null;
        latest.current.onLoaded(next);
        setLoaded(next);
      },
      (error: unknown) => {
        if (current) setLoadError(error instanceof Error ? error.message : '设计加载失败');
      },
    );
    return () => {
      current = false;
    };
    // designedId changes after a save too; the saved document is the one on the stage already.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, productId, props.designedProductId, images, surfaceKey]);

  useEffect(() => {
    let current = true;
    loadFonts(client, globalThis.document).then(
      (list) => current && setFonts(list),
      () => current && setFonts([]),
    );
    return () => {
      current = false;
    };
  }, [client]);

  /** Another blank, carrying `design` over onto it; the host's address bar decides when it has one. */
  function chooseProduct(nextId: number, design: DesignDocument | null) {
    if (nextId === productId) return;
    carryFrom.current = design;
    setDesignedId(null);
    const { onProductChange } = latest.current.props;
    if (onProductChange) onProductChange(nextId, null);
    else setProductId(nextId);
  }

  return { productId, designedId, setDesignedId, loaded, loadError, fonts, chooseProduct };
}
