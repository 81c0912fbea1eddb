import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { type CsvCell, csvFileName, downloadText, toCsv } from './csv.ts';

export interface DownloadCsvButtonProps {
  /** The button's visible text ("Download"). */
  label: string;
  /** What is downloaded, for screen readers and the file name ("Profit and loss, Oct 2026"). */
  name: string;
  header: readonly string[];
  rows: readonly CsvCell[][];
}

/**
 * Downloads one item (a report, a statement) as a CSV file, in the table row or card that shows it:
 * the same escaping and UTF-8 BOM as the tables' export, so spreadsheets read Arabic correctly.
 */
export function DownloadCsvButton({ label, name, header, rows }: DownloadCsvButtonProps) {
  return (
    <Button
      size="small"
      startIcon={<Download />}
      aria-label={`${label}: ${name}`}
      onClick={async () => downloadText(csvFileName(name), await toCsv(header, rows))}
    >
      {label}
    </Button>
  );
}
