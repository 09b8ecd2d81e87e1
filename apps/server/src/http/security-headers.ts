import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** The CSP hash source of an inline script or style ('sha256-...'). */
export const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Every inline <script> (no src) of an HTML page, as CSP hash sources. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => cspHash(m[1]!));
}

/** Where question videos may be embedded from (QuestionVideo). */
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];

/**
 * The Content-Security-Policy of every answer. Scripts: this origin and the hashes of the page's
 * own inline script, never 'unsafe-inline' or eval. Styles may be inline (the toast and dialog
 * libraries insert <style> elements). Images and direct video files may come from any https
 * host (question media); frames only from YouTube; nobody may frame the app.
 */
export function contentSecurityPolicy(options: { scriptHashes: string[]; https: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${options.scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${VIDEO_FRAMES.join(' ')}`,
    // canvas-confetti draws in a worker made from a blob.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'browsing-topics=()',
].join(', ');

/**
 * Security headers on every answer: pages, assets, API, event streams and the payment sandbox.
 * Set on the raw response at the start of each request, so answers written directly (event
 * streams, static files) carry them too.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { appUrl: string; scriptHashes: string[] }): void {
  const https = options.appUrl.startsWith('https://');
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy({ scriptHashes: options.scriptHashes, https }),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  const entries = Object.entries(headers);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of entries) reply.raw.setHeader(name, value);
    done();
  });
}
