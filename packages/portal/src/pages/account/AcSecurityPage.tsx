import { useState } from 'react';
import { ChangePasswordCard } from './ChangePasswordCard.js';
import { SignInHistoryCard } from './SignInHistoryCard.js';
import '../cart/shop.css';
import './account.css';

/** acSecurity (账户安全): the password and the devices signed in to the account. */
export default function AcSecurityPage() {
  // A changed password or a device signed out changes the history.
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((n) => n + 1);
  return (
    <div className="shop-page">
      <h2 className="page-title">账户安全</h2>
      <div className="account-grid">
        <ChangePasswordCard onChanged={changed} />
        <SignInHistoryCard version={version} onChanged={changed} />
      </div>
    </div>
  );
}
