import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers on every response. The SPA loads only its own scripts (no inline script),
 * so script-src is 'self'; styles allow inline because toast and dialog libraries set them.
 */
export function securityHeaders(options: { https: boolean }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: options.https ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    // A route may set a stricter policy of its own (the SVG illustrations do).
    overwrite: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}
