/** E-mail addresses typed in one field, split by commas, semicolons or spaces. */
export const splitAddresses = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter(Boolean);
