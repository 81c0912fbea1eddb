/** docs/product.md §7 and §9: the toast shows the first 100 characters, with '...' appended when cut. */
export const PREVIEW_LENGTH = 100;

export function messagePreview(content: string, length = PREVIEW_LENGTH): string {
  // Count characters, not UTF-16 units, so an emoji or an Arabic letter is never cut in half.
  const characters = Array.from(content);
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : content;
}
