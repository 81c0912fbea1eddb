import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@portal/dashboard-kit/ui/a11y';
import { useCommonT } from '../i18n/common.ts';
import { CheckCircleIcon, CircleOutlineIcon } from './icons.tsx';
import { checkPassword } from './password.ts';

/**
 * The password rules, ticked off as the person types (docs/product.md §5). Each rule says in words whether it is met,
 * so the state does not rest on colour or icon alone; the list is the password field's description.
 */
export function PasswordRequirements({ id, password }: { id: string; password: string }) {
  const { t } = useCommonT();
  return (
    <Box id={id} sx={{ mt: 1 }}>
      <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
        {t('password.requirements')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }} data-testid="password-requirements">
        {checkPassword(password).map(({ id: rule, met }) => (
          <Box
            component="li"
            key={rule}
            data-rule={rule}
            data-met={met}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              py: 0.25,
              color: met ? 'success.main' : 'text.secondary',
            }}
          >
            {met ? <CheckCircleIcon fontSize="small" /> : <CircleOutlineIcon fontSize="small" />}
            <Typography variant="body2" component="span">
              {t(`password.rules.${rule}`)}
            </Typography>
            <Box component="span" sx={visuallyHidden}>
              {met ? t('password.met') : t('password.notMet')}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
