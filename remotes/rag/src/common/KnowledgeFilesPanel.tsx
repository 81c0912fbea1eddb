/**
 * A live client's own knowledge-base files (knowledgeFiles.ts): upload, list, download, delete. Every
 * refusal of Storage is explained with the file's name (409 offers to replace it, 413 too large, 415 a
 * type the bucket refuses), and a failure changes nothing: the list is re-read from Storage after each
 * change, never guessed.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { LiveContext } from '@portal/contract';
import { useFormatters } from '@portal/dashboard-kit/i18n';
import { contentTypeFor, storageFailure, storageOf } from '@portal/dashboard-kit/storage';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useRagT } from '../i18n/index.ts';
import { formatFileSize, objectName, saveBlob } from './fileHelpers.ts';
import {
  KNOWLEDGE_ACCEPT,
  KNOWLEDGE_BUCKET,
  type KnowledgeFile,
  listKnowledgeFiles,
} from './knowledgeFiles.ts';

type Notice = { severity: 'success' | 'error' | 'info'; text: string };

export function KnowledgeFilesPanel({
  ctx,
  files,
  onFiles,
}: {
  ctx: LiveContext;
  files: readonly KnowledgeFile[];
  /** The folder as Storage lists it after a change. */
  onFiles(files: KnowledgeFile[]): void;
}) {
  const { t } = useRagT();
  const f = useFormatters();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  /** A chosen file whose name is taken: kept until the person replaces or cancels. */
  const [duplicate, setDuplicate] = useState<File | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const bucket = async () => (await storageOf(ctx.supabase)).from(KNOWLEDGE_BUCKET);

  const refresh = async () => onFiles(await listKnowledgeFiles(ctx.supabase, ctx.userId));

  async function upload(file: File, upsert: boolean) {
    const name = objectName(file.name);
    setBusy(t('files.uploading', { name }));
    setNotice(null);
    setDuplicate(null);
    try {
      const { error } = await (await bucket()).upload(`${ctx.userId}/${name}`, file, {
        contentType: contentTypeFor(file),
        upsert,
      });
      if (error) {
        const kind = storageFailure(error);
        if (kind === 'duplicate') {
          setDuplicate(file);
          return;
        }
        const key =
          kind === 'tooLarge' ? 'files.tooLarge' : kind === 'wrongType' ? 'files.wrongType' : 'files.failed';
        setNotice({ severity: 'error', text: t(key, { name }) });
        return;
      }
      await refresh();
      setNotice({ severity: 'success', text: t('files.uploaded', { name }) });
    } catch {
      setNotice({ severity: 'error', text: t('files.failed', { name }) });
    } finally {
      setBusy(null);
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (file) void upload(file, false);
  }

  async function download(file: KnowledgeFile) {
    setNotice(null);
    const { data, error } = await (await bucket()).download(file.path);
    if (error || !data) {
      setNotice({ severity: 'error', text: t('files.downloadFailed', { name: file.name }) });
      return;
    }
    saveBlob(data, file.name);
  }

  async function remove(file: KnowledgeFile) {
    setConfirming(null);
    setNotice(null);
    const { error } = await (await bucket()).remove([file.path]);
    if (error) {
      setNotice({ severity: 'error', text: t('files.deleteFailed', { name: file.name }) });
      return;
    }
    await refresh().catch(() => undefined);
    setNotice({ severity: 'success', text: t('files.deleted', { name: file.name }) });
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t('files.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('files.description')}
      </Typography>
      <input
        ref={input}
        type="file"
        accept={KNOWLEDGE_ACCEPT}
        hidden
        aria-label={t('files.chooseLabel')}
        data-testid="knowledge-file-input"
        onChange={choose}
      />
      <Button variant="contained" disabled={busy !== null} onClick={() => input.current?.click()}>
        {t('files.upload')}
      </Button>
      <Stack spacing={1} sx={{ mt: 2 }} aria-live="polite">
        {busy && <Typography role="status">{busy}</Typography>}
        {notice && (
          <Alert severity={notice.severity} data-testid="knowledge-files-notice">
            {notice.text}
          </Alert>
        )}
        {duplicate && (
          <Alert
            severity="warning"
            data-testid="knowledge-files-duplicate"
            action={
              <Stack direction="row" spacing={1}>
                <Button color="inherit" size="small" onClick={() => void upload(duplicate, true)}>
                  {t('files.replace')}
                </Button>
                <Button color="inherit" size="small" onClick={() => setDuplicate(null)}>
                  {t('files.cancel')}
                </Button>
              </Stack>
            }
          >
            {t('files.duplicate', { name: objectName(duplicate.name) })}
          </Alert>
        )}
      </Stack>
      {files.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('files.empty')}
        </Typography>
      ) : (
        <Table size="small" aria-label={t('files.tableLabel')} sx={{ mt: 2 }} data-testid="knowledge-files">
          <TableHead>
            <TableRow>
              <TableCell>{t('files.name')}</TableCell>
              <TableCell align="right">{t('files.size')}</TableCell>
              <TableCell>{t('files.uploadedAt')}</TableCell>
              <TableCell>{t('files.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {files.map((file) => (
              <TableRow key={file.id}>
                <TableCell dir="auto" sx={{ wordBreak: 'break-word' }}>
                  {file.name}
                </TableCell>
                <TableCell align="right">{formatFileSize(file.size, f.locale)}</TableCell>
                <TableCell>{f.dateTime(file.createdAt)}</TableCell>
                <TableCell>
                  {confirming === file.id ? (
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <Typography variant="body2">{t('files.confirmDelete', { name: file.name })}</Typography>
                      <Button
                        size="small"
                        color="error"
                        variant="contained"
                        onClick={() => void remove(file)}
                      >
                        {t('files.confirm')}
                      </Button>
                      <Button size="small" onClick={() => setConfirming(null)}>
                        {t('files.cancel')}
                      </Button>
                    </Stack>
                  ) : (
                    <Stack direction="row" spacing={1}>
                      <Button
                        size="small"
                        onClick={() => void download(file)}
                        aria-label={t('files.download', { name: file.name })}
                      >
                        {t('files.downloadShort')}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setConfirming(file.id)}
                        aria-label={t('files.delete', { name: file.name })}
                      >
                        {t('files.deleteShort')}
                      </Button>
                    </Stack>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
