/** Heading levels a component may render, so it fits the page outline it is placed in. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** The heading tag for a level. */
export const headingTag = (level: HeadingLevel) => `h${level}` as const;
