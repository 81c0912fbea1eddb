/**
 * Database types for supabase-js, written to match supabase/migrations (the schema helper keeps them in
 * step; a backend test compares the column lists with the live schema).
 */
// biome-ignore lint/suspicious/noExplicitAny: placeholder until the schema lands
export type Database = any;
