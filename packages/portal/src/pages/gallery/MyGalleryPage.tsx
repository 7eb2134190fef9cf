import { useGalleryWidget } from './use-gallery-widget.js';

/** myGallery: the reseller's own materials, managed with the gallery widget. */
export default function MyGalleryPage() {
  const host = useGalleryWidget({ mode: 'manage', scope: 'mine' });
  return (
    <div>
      <h2 className="page-title">我的素材</h2>
      <div ref={host} className="gallery-host" data-testid="my-gallery" />
    </div>
  );
}
