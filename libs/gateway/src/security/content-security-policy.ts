/** PCI requires checkout.js from Razorpay's own origin: it cannot be bundled or self-hosted. */
export const RAZORPAY_CHECKOUT_ORIGIN = 'https://checkout.razorpay.com';
/** checkout.js opens its form in a frame from here and posts to it when it cannot use a frame. */
const RAZORPAY_API_ORIGIN = 'https://api.razorpay.com';
/** Where checkout.js reports its own errors and timings. */
const RAZORPAY_LOG_ORIGIN = 'https://lumberjack.razorpay.com';

/**
 * The web app is one document for every route (the client-side router draws the payment page),
 * so Razorpay is allowed everywhere rather than on one path; it is the only other origin. No
 * inline or eval'd script anywhere: Vite's build emits none. Inline styles are allowed because
 * checkout.js and Swagger UI (/api/docs) style their own elements with them, and a style cannot
 * run script.
 */
const DIRECTIVES: ReadonlyArray<readonly [string, ...string[]]> = [
  ['default-src', "'self'"],
  ['script-src', "'self'", RAZORPAY_CHECKOUT_ORIGIN],
  ['style-src', "'self'", "'unsafe-inline'"],
  // Vite inlines small images as data: URLs.
  ['img-src', "'self'", 'data:'],
  ['connect-src', "'self'", RAZORPAY_API_ORIGIN, RAZORPAY_LOG_ORIGIN],
  ['frame-src', RAZORPAY_CHECKOUT_ORIGIN, RAZORPAY_API_ORIGIN],
  ['form-action', "'self'", RAZORPAY_API_ORIGIN],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  // Nobody may frame the app (clickjacking); X-Frame-Options says the same to older browsers.
  ['frame-ancestors', "'none'"],
];

export const CONTENT_SECURITY_POLICY = DIRECTIVES.map((directive) => directive.join(' ')).join(
  '; ',
);
