import Stack from '@mui/material/Stack';
import { ChangePasswordSection } from './ChangePasswordSection.tsx';
import { SessionTimeoutSection } from './SessionTimeoutSection.tsx';
import { TwoFactorSection } from './TwoFactorSection.tsx';
import type { TabProps } from './types.ts';

/** Security: password, two-factor authentication and session timeout (docs/product.md §3, security settings). */
export default function SecurityTab(props: TabProps) {
  return (
    <Stack spacing={3}>
      <ChangePasswordSection />
      <TwoFactorSection />
      <SessionTimeoutSection {...props} />
    </Stack>
  );
}
