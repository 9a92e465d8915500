import { createHash } from 'node:crypto';

// Prepared statements are named after their text, so one name always means one statement.
const names = new Map<string, string>();

export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size > 5000) names.clear();
    name = `s${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}
