import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * Every page on paper (docs/architecture.md, "Printing"): A4, the page's own content only (no header,
 * navigation, skip link or anything marked data-print="hide"), charts scaled to the paper's width,
 * and a new page for each section: a dashboard tab's KPI row, charts and tables (data-print-section,
 * dashboard-kit's TabPage) and a report's summary, workflows and attention list (report-section). The
 * direction is the page's own (dir on <html>), so Arabic prints right to left. "Download PDF" is the
 * browser's print to PDF with this stylesheet.
 */
const styles = {
  '@page': { size: 'A4', margin: '12mm' },
  '@media print': {
    'html, body': { background: '#fff !important', color: '#000' },
    'header, nav, [data-print="hide"], .notistack-SnackbarContainer': { display: 'none !important' },
    'main#main': { maxWidth: 'none !important', padding: '0 !important', margin: '0 !important' },
    '[data-print-section] ~ [data-print-section], .report-section ~ .report-section': {
      breakBefore: 'page',
    },
    '.MuiCard-root, .MuiPaper-root, tr, h1, h2, h3': { breakInside: 'avoid' },
    // Charts are drawn at the screen's width: the SVG's viewBox scales them to the paper's.
    '.MuiChartsSurface-root, [data-print-section] svg': {
      maxWidth: '100% !important',
      height: 'auto !important',
    },
    '*': { boxShadow: 'none !important', printColorAdjust: 'exact' },
  },
};

export function PrintStyles() {
  return <GlobalStyles styles={styles} />;
}
