/**
 * Map links to the lodge from its coordinates (`SiteConfig.geo`, decimal degrees, BUSINESS_GEO):
 * an OpenStreetMap embed (no key; the page inserts it only when the visitor asks, so nothing
 * third-party loads before that) and directions in Google Maps. The embed's origin must be in the
 * Content-Security-Policy's `frame-src` (server/src/app.ts).
 */

/** Decimal degrees of a place. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The origin of the map embed, for the Content-Security-Policy's `frame-src`. */
export const MAP_EMBED_ORIGIN = 'https://www.openstreetmap.org';

/** Half the side of the embedded map's box in degrees (about 1.5 km at Pachmarhi's latitude). */
const BOX = 0.007;

/** Round to 6 decimals (about 10 cm): what the URLs carry. */
const deg = (n: number) => Number(n.toFixed(6));

/**
 * The OpenStreetMap embed URL of a small box around `geo` with a marker on it:
 * 'https://www.openstreetmap.org/export/embed.html?bbox=<west>,<south>,<east>,<north>&layer=mapnik&marker=<lat>,<lon>'.
 */
export function mapEmbedUrl(geo: GeoPoint): string {
  const { latitude: lat, longitude: lon } = geo;
  const bbox = [lon - BOX, lat - BOX, lon + BOX, lat + BOX].map(deg).join(',');
  return `${MAP_EMBED_ORIGIN}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${deg(lat)},${deg(lon)}`;
}

/** Directions to `geo` in Google Maps (the app on phones): 'https://www.google.com/maps/dir/?api=1&destination=<lat>,<lon>'. */
export function directionsUrl(geo: GeoPoint): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${deg(geo.latitude)},${deg(geo.longitude)}`;
}

/** The place on a larger OpenStreetMap page (the embed's "view larger map" link). */
export function largerMapUrl(geo: GeoPoint): string {
  return `${MAP_EMBED_ORIGIN}/?mlat=${deg(geo.latitude)}&mlon=${deg(geo.longitude)}#map=16/${deg(geo.latitude)}/${deg(geo.longitude)}`;
}
