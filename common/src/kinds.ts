/**
 * The three kinds of bookable item. One life cycle serves all three on the server (one inventory
 * module) and on the client (one admin management page), so the kinds are named once here.
 */
export const ITEM_KINDS = ['room', 'vehicle', 'tour'] as const;

/** 'room' | 'vehicle' | 'tour' — as booking URLs, list caches and admin pages name them. */
export type ItemKind = (typeof ITEM_KINDS)[number];
