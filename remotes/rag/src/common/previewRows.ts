/**
 * A table shown whole (searchable, paged) or as an Overview preview of its first `limit` rows, without
 * search or paging controls to reach the rest: `<DataTable {...previewRows(rows, limit)} … />`.
 */
export const previewRows = <Row>(rows: readonly Row[], limit?: number) =>
  limit
    ? { rows: rows.slice(0, limit), searchable: false, pageSizeOptions: [limit] }
    : { rows, searchable: true, pageSizeOptions: undefined };
