/** Where the booking widget's script and frame come from; pages that embed it allow exactly this origin. */
export const WIDGET_ORIGIN = 'https://app.cal.com';
export const EMBED_SCRIPT_URL = `${WIDGET_ORIGIN}/embed/embed.js`;
/** Where a visitor books in a new tab when the widget cannot load. */
export const BOOKING_PAGE_ORIGIN = 'https://cal.com';
