import { defineBlock } from '../defineBlock.ts';
import { WIDGET_ORIGIN } from './bookingWidget.ts';

export default defineBlock({
  type: 'booking',
  title: 'Booking calendar',
  island: { when: 'load', client: './Booking.client' },
  h1: {
    field: (block) => (block.intro ? ['intro', 'title'] : undefined),
    asOpening: 'a booking block with an intro',
    whenSecond: "Remove this booking block's intro to show the calendar as a section of its own, or remove the other h1.",
  },
  thirdPartyOrigins: [WIDGET_ORIGIN],
  placeholder: ({ calLink }) => `The booking calendar for cal.com/${calLink} shows here on the page. Previews do not load the third-party widget.`,
  summary: ({ calLink }) => calLink,
});
