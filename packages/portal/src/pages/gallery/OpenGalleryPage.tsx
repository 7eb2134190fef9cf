import { Typography } from 'antd';
import { useGalleryWidget } from './use-gallery-widget.js';

/** openGallery: materials the site's users have shared, to browse and download. */
export default function OpenGalleryPage() {
  const host = useGalleryWidget({ mode: 'manage', scope: 'open' });
  return (
    <div>
      <h2 className="page-title">公共图库</h2>
      <Typography.Paragraph type="secondary">
        本站用户分享的素材，可浏览和下载原图。
      </Typography.Paragraph>
      <div ref={host} className="gallery-host" data-testid="open-gallery" />
    </div>
  );
}
