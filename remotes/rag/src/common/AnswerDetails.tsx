/**
 * Under a bot answer in a knowledge bot's transcript: the sources it cited (documents deleted since are
 * not named), how long it took and which model wrote it, or that the knowledge base had no answer.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormatters } from '@portal/dashboard-kit/i18n';
import { useRagT } from '../i18n/index.ts';
import { citedTitles } from './knowledge.ts';
import type { DocumentRow, MessageRow } from './rows.ts';

/** Sources, time and model of one bot answer, in the bubble's own colours. */
export function AnswerDetails({
  answer,
  documents,
}: {
  answer: MessageRow;
  documents: readonly DocumentRow[];
}) {
  const { t } = useRagT();
  const f = useFormatters();
  const sources = citedTitles(answer, documents);
  return (
    <Box sx={{ mt: 0.5, borderTop: 1, borderColor: 'currentcolor', pt: 0.5 }}>
      {answer.fallback ? (
        <Typography variant="caption" component="p">
          {t('transcript.fallback')}
        </Typography>
      ) : (
        <Typography variant="caption" component="p">
          {t('transcript.sources')}: {sources.length ? sources.join(' · ') : t('transcript.noSources')}
        </Typography>
      )}
      {answer.latency_ms !== null && answer.model && (
        <Typography variant="caption" component="p">
          {t('transcript.answeredIn', { value: f.duration(answer.latency_ms), model: answer.model })}
        </Typography>
      )}
    </Box>
  );
}
