import { useStore } from '../../app/use-store.js';
import { usePermission } from '../../workbench/permission.js';
import { $workbench } from '../../workbench/session.js';
import { EmbedCodeCard } from './EmbedCodeCard.js';
import { EmbedOriginsCard } from './EmbedOriginsCard.js';
import { PartnerKeysCard } from './PartnerKeysCard.js';
import { SubSiteCard } from './SubSiteCard.js';
import './domain.css';

/**
 * domain (域名设置): a reseller's sub-site on its own domain (分站), where this site may be
 * embedded (the site's operators edit the allow-list of embed origins), and every reseller's own
 * partner API keys.
 */
export default function DomainPage() {
  const session = useStore($workbench);
  const canSave = usePermission('save');
  const owner = session?.info.role === 'operator';
  return (
    <div className="domain-page">
      <h2 className="page-title">域名设置</h2>
      {!owner && <SubSiteCard canSave={canSave} />}
      <EmbedOriginsCard editable={owner && canSave} />
      <PartnerKeysCard canEdit={canSave} />
      <EmbedCodeCard />
    </div>
  );
}
