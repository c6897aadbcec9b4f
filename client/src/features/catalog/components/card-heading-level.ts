import { createContext } from 'react';

/** The heading level of a listing card's title: one below its grid's heading (h2 under a list page's h1, h3 on the home page). */
export const CardHeadingLevel = createContext<2 | 3>(3);
