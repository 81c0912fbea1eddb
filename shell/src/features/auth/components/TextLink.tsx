import Link, { type LinkProps } from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

/** An in-app link styled as text (react-router navigation, MUI look). */
export function TextLink({ to, ...props }: Omit<LinkProps, 'href'> & { to: string }) {
  return <Link component={RouterLink} to={to} {...props} />;
}
