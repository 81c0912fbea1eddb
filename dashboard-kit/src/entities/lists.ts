/**
 * The client's leads as parts of a live loader (see `liveDashboard`): many, counted in SQL
 * (`leadFigures`, whose `fromRows` counts a sample's the same way) and shown in a table paged on the
 * server (`leadTable`). A chatbot's conversations are in conversationList.ts: a module of their own,
 * so the dashboards without leads do not download the lead parts (docs/performance.md).
 */

import { LEAD_COLUMNS, LEAD_TABLE, leadFact, leadFromRow } from '../blocks/leads/leads.ts';
import { figuresOf, tableOf } from '../live/dashboard.ts';

/** The client's leads of the workflow counted in SQL: the period, the one before, per day, status and source. */
export const leadFigures = /* @__PURE__ */ figuresOf('leads', leadFact);

/** The client's leads of the workflow as a table paged, sorted and searched on the server. */
export const leadTable = /* @__PURE__ */ tableOf('leads', LEAD_COLUMNS, leadFromRow, LEAD_TABLE);
