import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface MessageBubbleProps {
  /** The reader's own side (or the bot's in a customer transcript): at the end, in the primary colour. */
  own: boolean;
  /** Who wrote it and when, above the text. */
  heading: ReactNode;
  /** The message itself and anything shown under it. */
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * One message of a conversation, as a list item in a list of messages (a grid or a column): the other
 * side's at the start, one's own at the end, mirrored in Arabic. Used by the dashboards' transcripts
 * and the shell's request threads.
 */
export function MessageBubble({ own, heading, children, 'data-testid': testId }: MessageBubbleProps) {
  const side = own ? 'end' : 'start';
  return (
    <Box
      component="li"
      data-testid={testId}
      sx={{
        // A grid list places it with justifySelf, a flex column with alignSelf.
        justifySelf: side,
        alignSelf: own ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        px: 1.5,
        py: 1,
        borderRadius: 2,
        bgcolor: own ? 'primary.main' : 'action.hover',
        color: own ? 'primary.contrastText' : 'text.primary',
      }}
    >
      <Typography variant="caption" component="p" sx={{ fontWeight: 700 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}
