/** The `reports` namespace: a client's period report in the portal (/reports/…) and the sample report. */
export const en = {
  title: 'Your report',
  sampleTitle: 'Sample report',
  sampleIntro:
    'This is what a client receives by email each week or month: every workflow’s figures against the period before, hours saved, runs and failures, and what needs attention. The figures are for demonstration only.',
  weekly: 'Weekly',
  monthly: 'Monthly',
  frequencyLabel: 'Report period',
  downloadPdf: 'Download PDF',
  downloadPdfHint:
    'Opens your browser’s print dialog: choose “Save as PDF”. Each section starts on a new A4 page.',
  loadFailed: 'The report could not be loaded.',
  notOver: 'This period is not over yet: its report is ready on the first day of the next one.',
  retry: 'Retry',
  loading: 'Loading the report…',
  backToDashboard: 'Back to the dashboard',
  trySample: 'See a sample report',
};
