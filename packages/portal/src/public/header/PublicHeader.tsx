import { SiteLogo } from '../../layouts/SiteLogo.js';
import { PublicNoticeTicker } from '../notices/PublicNoticeTicker.js';
import { AccountLinks } from './AccountLinks.js';
import { KeywordSearch } from './KeywordSearch.js';
import { publicTabs } from './public-tabs.js';
import { PublicTabs } from './PublicTabs.js';
import { useGeneralGoodsVisible } from './use-general-goods-visible.js';

/**
 * The public header (spec 2): a strip with the notice ticker and the account links, then the
 * logo, the tabs and the product search. On a phone the tabs scroll sideways under the logo.
 */
export function PublicHeader() {
  const tabs = publicTabs(useGeneralGoodsVisible());
  return (
    <header className="public-header">
      <div className="public-topbar">
        <div className="public-container public-topbar-inner">
          <PublicNoticeTicker />
          <AccountLinks />
        </div>
      </div>
      <div className="public-mainbar">
        <div className="public-container public-mainbar-inner">
          <SiteLogo />
          <PublicTabs tabs={tabs} />
          <KeywordSearch className="public-search" />
        </div>
      </div>
    </header>
  );
}
