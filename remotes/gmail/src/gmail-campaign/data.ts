import type { WorkflowRun } from '@portal/shared/entities';

/** What the Gmail Campaigns dashboard shows; sample.ts and live.ts both produce it. */
export interface GmailCampaignData {
  runs: WorkflowRun[];
  /** The moment the figures are computed at: now in live mode, the sample anchor in sample mode. */
  asOf: string;
}

/** Length of the period the figures cover, in days. */
export const PERIOD_DAYS = 30;
