import Box from '@mui/material/Box';

/** A notification as a toast: its title, then its message. */
export function NotificationToast({ title, message }: { title: string; message: string }) {
  return (
    <Box data-testid="notification-toast">
      <Box component="strong" sx={{ display: 'block' }}>
        {title}
      </Box>
      <Box component="span">{message}</Box>
    </Box>
  );
}
