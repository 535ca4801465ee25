// A LIKE pattern that finds a text anywhere: the text's own %, _ and \ are matched as themselves.
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
