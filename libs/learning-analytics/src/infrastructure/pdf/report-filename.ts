import { hasIndic, transliterateIndic } from './indic-transliteration';

/** The name as a plain ASCII slug: Indic transliterated, accents dropped, the rest a dash. */
const slugOf = (name: string): string =>
  (hasIndic(name) ? transliterateIndic(name) : name)
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'child';

/**
 * `Content-Disposition` of a report download: an ASCII `filename` every browser reads, and the
 * name in its own script as `filename*` (RFC 6266) for those that read that.
 */
export const reportContentDisposition = (name: string, from: string, to: string): string => {
  const period = `${from}-to-${to}`;
  const ascii = `abhyas-report-${slugOf(name)}-${period}.pdf`;
  const unicode = `abhyas-report-${name.normalize('NFC')}-${period}.pdf`;
  // RFC 5987's attr-char leaves out ' ( ) * that encodeURIComponent keeps.
  const encoded = encodeURIComponent(unicode).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};
