/**
 * The shared entities as parts of a live loader (see `liveDashboard`): a client's campaigns are few,
 * read whole as short lists (`campaignList({ limit: 200 })`); its leads are many, counted in SQL
 * (`leadFigures`, whose `fromRows` counts a sample's the same way) and shown in a table paged on the
 * server (`leadTable`).
 */

import { CAMPAIGN_COLUMNS, campaignFromRow } from '../blocks/campaigns/campaigns.ts';
import { LEAD_COLUMNS, LEAD_TABLE, leadFact, leadFromRow } from '../blocks/leads/leads.ts';
import { daysOf, figuresOf, listOf, tableOf, weeksOf } from '../live/dashboard.ts';
import type { LoadOptions } from '../live/loadSelection.ts';

/** The client's leads of the workflow counted in SQL: the period, the one before, per day, status and source. */
export const leadFigures = /* @__PURE__ */ figuresOf('leads', leadFact);

/** The same figures on each Doha day of the period, by status and source. */
export const leadDays = /* @__PURE__ */ daysOf('leads', leadFact);

/** The same figures per week, for the last `weeks` weeks. */
export const leadWeeks = (weeks: number) => weeksOf('leads', leadFact, weeks);

/** The client's leads of the workflow as a table paged, sorted and searched on the server. */
export const leadTable = /* @__PURE__ */ tableOf('leads', LEAD_COLUMNS, leadFromRow, LEAD_TABLE);

export const campaignList = (options: LoadOptions<'campaigns'>) =>
  listOf('campaigns', CAMPAIGN_COLUMNS, campaignFromRow, options);
