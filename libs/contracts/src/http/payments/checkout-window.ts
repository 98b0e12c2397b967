/**
 * How long a checkout stays open: Razorpay's checkout is opened with this timeout, and a
 * payment still pending after it is marked expired by the server (a capture that still comes,
 * because money moved, is credited all the same).
 */
export const CHECKOUT_EXPIRY_MS = 30 * 60_000;

export const checkoutExpiresAt = (openedAt: Date): Date =>
  new Date(openedAt.getTime() + CHECKOUT_EXPIRY_MS);
