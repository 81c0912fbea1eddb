/** The `workflows` namespace: the shell-owned page around every dashboard. */
export const en = {
  families: {
    whatsapp: 'WhatsApp',
    gmail: 'Gmail',
    rag: 'knowledge and chat',
    sales: 'sales and marketing',
    hr: 'HR',
    finance: 'finance',
  },
  status: {
    label: 'Status: {{status}}',
    sample: 'Sample',
    active: 'Active',
    paused: 'Paused',
    live: 'Live',
  },
  notOwned: {
    title: 'This workflow is not part of your workflows',
    body: '{{name}} is not among the workflows you own, so there is no live data to show. Ask for access, or see what it does on its sample dashboard.',
    sample: 'View Sample Dashboard',
    marketplace: 'Browse Marketplace',
    purchasePending:
      'Your purchase is waiting for an administrator to approve it: its live dashboard opens here once it is approved.',
  },
  sampleNotice: {
    title: 'Sample dashboard',
    body: 'The data on this page is for demonstration only. It is not real client data.',
    report: 'See the weekly report a client receives',
  },
  print: {
    downloadPdf: 'Download PDF',
    hint: 'Print this dashboard or save it as PDF (A4, one page per section)',
  },
  control: {
    title: 'Workflow Control',
    description: 'Ask us to start, stop or change this workflow. An administrator reviews every request.',
    start: 'Request Start',
    stop: 'Request Stop',
    change: 'Request Changes',
    sampleExplanation:
      'This is a sample dashboard, so these requests are not sent. Sign in to control your own workflows.',
    changeDialogTitle: 'Request changes to {{workflow}}',
    changeLabel: 'What should change?',
    changeHelper: 'Describe the change you need; an administrator will reply in your messages.',
    cancel: 'Cancel',
    send: 'Send Request',
    sent: 'Your request was sent. An administrator will review it.',
    failed: 'Your request could not be sent. Please try again.',
    alreadyRunning: 'This workflow is already running, so there is nothing to start.',
    alreadyStopped: 'This workflow is already stopped, so there is nothing to stop.',
    requests: 'Your requests',
    requestsEmpty: 'No requests for this workflow yet.',
    requestsFailed: 'Your requests could not be loaded.',
    retry: 'Retry',
    submitted: 'Submitted {{date}}',
    reason: "Administrator's reason: {{note}}",
    actions: { start: 'Start', stop: 'Stop', change: 'Changes' },
    sources: { workflow_page: 'Workflow page', dashboard: 'Dashboard', admin: 'Admin', api: 'API' },
    badges: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
  },
  remote: {
    loading: 'Loading dashboard...',
    unavailableTitle: 'This dashboard could not be loaded',
    unavailableBody:
      'The {{family}} dashboards are not reachable right now. The rest of the portal keeps working.',
    retry: 'Retry',
    contractTitle: 'This dashboard needs an update',
    contractBody:
      'The {{family}} dashboards were built for a different version of the portal (version {{actual}}, expected {{expected}}).',
    kitBody:
      "The {{family}} dashboards were built with other versions of the portal's interface components. They need to be rebuilt against this portal.",
    invalidTitle: 'This dashboard is not valid',
    notAvailable: 'This dashboard is not available yet.',
    dataFailed: 'The dashboard data could not be loaded.',
    crashed: 'This dashboard stopped working.',
  },
  confirm: {
    startTitle: 'Request Start of {{workflow}}?',
    startBody:
      'An administrator will be asked to start this workflow again. It runs once they approve, and you get a notification.',
    stopTitle: 'Request Stop of {{workflow}}?',
    stopBody:
      'An administrator will be asked to stop this workflow. It keeps running until they approve; then it is paused and processes nothing until you ask to start it again.',
    cancel: 'Cancel',
    sending: 'Sending...',
  },
  offer: {
    running: 'This workflow is running: you can ask to stop it.',
    paused: 'This workflow is paused: you can ask to start it.',
    unknown: 'The status of this workflow could not be read, so both requests are offered.',
    waitingStart: 'Your request to start this workflow is waiting for an administrator.',
    waitingStop: 'Your request to stop this workflow is waiting for an administrator.',
  },
};
