import { useStore } from '../../app/use-store.js';
import { usePermission } from '../../workbench/permission.js';
import { $workbench } from '../../workbench/session.js';
import { EmbedCodeCard } from './EmbedCodeCard.js';
import { EmbedOriginsCard } from './EmbedOriginsCard.js';
import { PartnerKeysCard } from './PartnerKeysCard.js';
import './domain.css';

/**
 * domain (域名设置): where this site may be embedded. The site's owner (an operator of the site)
 * edits the allow-list of embed origins; every reseller manages their own partner API keys.
 */
export default function DomainPage() {
  const session = useStore($workbench);
  const canSave = usePermission('save');
  const owner = session?.info.role === 'operator';
  return (
    <div className="domain-page">
      <h2 className="page-title">域名设置</h2>
      <EmbedOriginsCard editable={owner && canSave} />
      <PartnerKeysCard canEdit={canSave} />
      <EmbedCodeCard />
    </div>
  );
}
