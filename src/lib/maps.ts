// Google Maps addresses for the clinic's position. Both are only followed or loaded when the visitor asks.
export interface Geo {
  lat: number;
  lng: number;
}

/** A Google Maps search for the position: a plain link that works without JavaScript. */
export const mapsSearchUrl = ({ lat, lng }: Geo) => `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;

/** The embeddable map, loaded into an iframe only after the visitor presses "Show map". */
export const mapsEmbedUrl = ({ lat, lng }: Geo) => `https://www.google.com/maps?q=${lat},${lng}&z=16&output=embed`;
