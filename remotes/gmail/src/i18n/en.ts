/** The `gmail` namespace (English): texts of the gmail dashboards. */
export const en = {};
