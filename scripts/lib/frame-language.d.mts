export const LANGUAGE_STORAGE_KEY: string;
export const FRAME_LANGUAGE_SCRIPT: string;
export const FRAME_LANGUAGE_SCRIPT_HASH: string;
