import { useContext, useEffect, useState } from 'react';
import { PortalLayerContext, adoptStyles, type StyleRoot } from '@podkit/widget-kit';
import { GALLERY_CSS } from './gallery-css';
import { GalleryBody } from './GalleryBody';
import type { GalleryProps } from './gallery-props';

export type { GalleryMode, GalleryProps } from './gallery-props';

/**
 * The material gallery: categories, filters, a paged grid, uploads and bulk actions. Inside
 * mountWidget it uses the widget's portal layer; in a plain React tree it brings its own.
 */
export function Gallery(props: GalleryProps) {
  const layer = useContext(PortalLayerContext);
  return layer ? <GalleryBody {...props} /> : <StandaloneGallery {...props} />;
}

/** Outside mountWidget: its own portal layer next to it, and its stylesheet adopted where it is. */
function StandaloneGallery(props: GalleryProps) {
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!layer) return;
    return adoptStyles(layer.getRootNode() as StyleRoot, GALLERY_CSS);
  }, [layer]);
  return (
    <>
      {layer ? (
        <PortalLayerContext.Provider value={layer}>
          <GalleryBody {...props} />
        </PortalLayerContext.Provider>
      ) : null}
      <div className="podkit-portal-layer" ref={setLayer} />
    </>
  );
}
