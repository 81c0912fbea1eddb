import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * notistack's own toast colours put white text on #43a047 (success, 3.3:1), #ff9800 (warning, 2.2:1) and
 * #2196f3 (info, 3.1:1), below the 4.5:1 of WCAG AA, so axe flags every success toast (signed up, reset
 * email sent, signed out...). These keep the white text at 5:1 or more, in both colour modes; error
 * (#d32f2f, 5:1) stays as it is. Two classes, so they win over notistack's one generated class.
 */
const TOAST_BACKGROUNDS = {
  success: '#2e7d32',
  warning: '#a15c00',
  info: '#0b5cad',
} as const;

const styles = Object.fromEntries(
  Object.entries(TOAST_BACKGROUNDS).map(([variant, backgroundColor]) => [
    `.notistack-MuiContent.notistack-MuiContent-${variant}`,
    { backgroundColor },
  ]),
);

export function ToastStyles() {
  return <GlobalStyles styles={styles} />;
}
