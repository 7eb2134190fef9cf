import { Carousel } from 'antd';
import { Link } from 'react-router';
import type { Banner } from '@podkit/sdk-core';
import { safeLink } from '../components/safe-link.js';

function BannerImage({ banner }: { banner: Banner }) {
  return <img className="home-banner-image" src={banner.image_url} alt={banner.title} />;
}

function BannerSlide({ banner }: { banner: Banner }) {
  const link = safeLink(banner.link_url);
  if (link?.kind === 'internal') {
    return (
      <Link to={link.to} className="home-banner-slide" title={banner.title}>
        <BannerImage banner={banner} />
      </Link>
    );
  }
  if (link?.kind === 'external') {
    return (
      <a
        href={link.href}
        className="home-banner-slide"
        title={banner.title}
        target="_blank"
        rel="noopener noreferrer"
      >
        <BannerImage banner={banner} />
      </a>
    );
  }
  return (
    <div className="home-banner-slide">
      <BannerImage banner={banner} />
    </div>
  );
}

/** The home page's banners in the server's order; a banner with a link opens it. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const ordered = [...banners].sort((a, b) => a.sort - b.sort);
  return (
    <Carousel className="home-banner" autoplay={ordered.length > 1} autoplaySpeed={5000} arrows>
      {ordered.map((banner) => (
        <BannerSlide key={banner.id} banner={banner} />
      ))}
    </Carousel>
  );
}
