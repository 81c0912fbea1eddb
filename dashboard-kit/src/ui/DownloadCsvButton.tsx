import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import type { CsvCell } from './csv.ts';

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
 * The CSV code loads on the first click (a page shows the button far more often than it is pressed).
 */
export function DownloadCsvButton({ label, name, header, rows }: DownloadCsvButtonProps) {
  return (
    <Button
      size="small"
      startIcon={<Download />}
      aria-label={`${label}: ${name}`}
      onClick={async () => {
        const { csvFileName, downloadText, toCsv } = await import('./csv.ts');
        downloadText(csvFileName(name), await toCsv(header, rows));
      }}
    >
      {label}
    </Button>
  );
}
