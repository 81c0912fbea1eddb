/**
 * /admin/inbox (admins only, the route guard checks): contact-form messages and Support Requests, read
 * and answered by email, and the newsletter subscribers with their CSV. A notification of a new message
 * links to ?message=<id>, which opens it. Each tab is its own chunk.
 */
import { lazy } from 'react';
import { TabbedPage } from '../../lib/screens/TabbedPage.tsx';
import { useAdminInboxT } from './inbox/i18n/index.ts';

const PANELS = {
  messages: lazy(() => import('./inbox/MessagesTab.tsx')),
  subscribers: lazy(() => import('./inbox/SubscribersTab.tsx')),
};

export default function InboxPage() {
  return <TabbedPage id="inbox" t={useAdminInboxT().t} panels={PANELS} />;
}
