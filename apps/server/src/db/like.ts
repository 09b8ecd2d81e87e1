/** A LIKE pattern for "contains `text`": LIKE's own wildcards in it are matched as themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
