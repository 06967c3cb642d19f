// The window imports BookingSection itself (it loads with the window); the conversation needs only the logic.
export { fetchInvite, requestBooking, type BookingOutcome } from './booking-api';
export { bookingView, checkBookingChoice, keptChoice, type BookingChoice, type BookingView } from './booking-form';
export { longTimeRange, slotLabel, visitorClock, type VisitorClock } from './booking-format';
