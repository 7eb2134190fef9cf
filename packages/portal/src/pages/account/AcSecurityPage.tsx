import { useState } from 'react';
import { ChangePasswordCard } from './ChangePasswordCard.js';
import { SecurityOverviewCard } from './SecurityOverviewCard.js';
import { SignInHistoryCard } from './SignInHistoryCard.js';
import '../cart/shop.css';
import './account.css';

/**
 * acSecurity (账户安全): two-step sign-in, the phone and e-mail, the password and the devices
 * signed in to the account.
 */
export default function AcSecurityPage() {
  // A change here (password, two-step, a device signed out) changes what the cards show.
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((n) => n + 1);
  return (
    <div className="shop-page">
      <h2 className="page-title">账户安全</h2>
      <div className="account-stack">
        <SecurityOverviewCard version={version} onChanged={changed} />
        <div className="account-grid">
          <ChangePasswordCard onChanged={changed} />
          <SignInHistoryCard version={version} onChanged={changed} />
        </div>
      </div>
    </div>
  );
}
