import { useStore } from '@nanostores/react';
import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useState } from 'react';
import { INACTIVITY_LIMIT_MS } from '../../lib/constants';
import { MSG } from '../../lib/messages';
import { PAGE_MSG } from '../../lib/page-messages';
import { ACCOUNT_MSG } from '../../lib/account-messages';
import { $session, isLoggedIn, logout, onSessionEnd } from '../../stores/session';
import { navigateWithToast, showFlash } from '../../stores/flash';
import { sessionEndSettled, takeSessionExpiredNote } from '../../stores/session-expiry';
import Dashboard from './Dashboard';
import OrdersTab from './OrdersTab';
import SettingsTab from './SettingsTab';
import WishlistTab from './WishlistTab';
import { useOrders } from './use-orders';
import { EmailText } from '../shared/EmailText';
import '../auth/auth.css';
import './account.css';
import { useWordsReady } from '../shared/use-words-ready';
import { localHref } from '../../lib/i18n/paths';

type Tab = 'dashboard' | 'orders' | 'wishlist' | 'settings';
type Phase = 'checking' | 'in' | 'ended';

const PLACEHOLDER_EMAIL = 'email@example.com';

/** /account: nothing of the account renders until the session check passes; logged out goes to /login. */
export default function AccountArea() {
  useWordsReady();
  const [phase, setPhase] = useState<Phase>('checking');
  const [tab, setTab] = useState<Tab>('dashboard');
  const [leaving, setLeaving] = useState(false);
  const session = useStore($session);
  const { state: orders, reload } = useOrders(phase === 'in');

  useEffect(() => {
    if (!isLoggedIn()) {
      // A session that just ran out is ended on the server first (a keepalive request survives
      // the page, but not one whose code is still on its way).
      void sessionEndSettled().then(() => location.replace(localHref('/login')));
      return;
    }
    setPhase('in');
    showFlash();
    // Expired, idle or refused refresh while the page is open: the data goes, a sign-in link stays.
    return onSessionEnd((reason) => {
      if (reason !== 'logout') {
        // This page says it (below); the next one need not.
        takeSessionExpiredNote();
        setPhase('ended');
      }
    });
  }, []);

  // Sitting idle on this page for 30 minutes logs out too, not just the next click.
  const lastActivity = session?.lastActivity;
  useEffect(() => {
    if (phase !== 'in' || !lastActivity) return;
    const timer = setTimeout(() => isLoggedIn(), Math.max(0, lastActivity + INACTIVITY_LIMIT_MS - Date.now()) + 1000);
    return () => clearTimeout(timer);
  }, [phase, lastActivity]);

  // Another tab logged out (the persisted record is gone).
  useEffect(() => {
    if (phase === 'in' && session === null && !leaving) setPhase('ended');
  }, [phase, session, leaving]);

  function choose(next: string) {
    // Every deliberate action is a session check (and counts as activity).
    if (!isLoggedIn()) return;
    setTab(next as Tab);
  }

  async function onLogout() {
    setLeaving(true);
    await logout();
    navigateWithToast(localHref('/'), { title: MSG.loggedOut });
  }

  if (phase === 'checking')
    return (
      <p className="muted account-checking" role="status">
        {ACCOUNT_MSG.loadingAccount}
      </p>
    );
  if (leaving && !session)
    return (
      <p className="muted account-checking" role="status">
        {ACCOUNT_MSG.signingOut}
      </p>
    );
  if (phase === 'ended' || !session)
    return (
      <div className="card account-ended" role="alert">
        <p>{PAGE_MSG.sessionExpired}</p>
        <a className="btn btn-primary" href={localHref('/login')}>
          {MSG.signIn}
        </a>
      </div>
    );

  const user = session.user;
  const name = user.display_name || ACCOUNT_MSG.guestName;
  return (
    <Tabs.Root className="account" value={tab} onValueChange={choose} orientation="vertical" activationMode="manual">
      <aside className="account-side card">
        <div className="account-id">
          <span className="avatar" aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
          <div>
            <p className="account-name">{name}</p>
            <p className="account-email">
              <EmailText email={user.email || PLACEHOLDER_EMAIL} />
            </p>
          </div>
        </div>
        <Tabs.List className="account-tabs" aria-label={ACCOUNT_MSG.myAccount}>
          <Tabs.Trigger value="dashboard">{ACCOUNT_MSG.tabs.dashboard}</Tabs.Trigger>
          <Tabs.Trigger value="orders">{ACCOUNT_MSG.tabs.orders}</Tabs.Trigger>
          <Tabs.Trigger value="wishlist">{ACCOUNT_MSG.tabs.wishlist}</Tabs.Trigger>
          <Tabs.Trigger value="settings">{ACCOUNT_MSG.tabs.settings}</Tabs.Trigger>
        </Tabs.List>
        <button type="button" className="btn btn-ghost btn-block logout" onClick={onLogout} disabled={leaving}>
          {ACCOUNT_MSG.logOut}
        </button>
      </aside>
      <div className="account-main card">
        <Tabs.Content value="dashboard">
          <Dashboard
            user={user}
            orders={orders}
            onViewOrders={() => choose('orders')}
            onEditAccount={() => choose('settings')}
          />
        </Tabs.Content>
        <Tabs.Content value="orders">
          <OrdersTab user={user} orders={orders} onRetry={reload} />
        </Tabs.Content>
        <Tabs.Content value="wishlist">
          <WishlistTab />
        </Tabs.Content>
        <Tabs.Content value="settings">
          <SettingsTab user={user} />
        </Tabs.Content>
      </div>
    </Tabs.Root>
  );
}
