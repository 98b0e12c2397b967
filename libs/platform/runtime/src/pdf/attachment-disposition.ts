import { hasIndic, transliterateIndic } from './indic-transliteration';

/** RFC 5987's attr-char leaves out ' ( ) * that encodeURIComponent keeps. */
const rfc5987 = (text: string): string =>
  encodeURIComponent(text).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** A file name in ASCII: Indic transliterated, accents dropped, anything else a `_`. */
export const asciiFileName = (fileName: string): string =>
  (hasIndic(fileName) ? transliterateIndic(fileName.normalize('NFC')) : fileName)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_');

/**
 * `Content-Disposition` of a download: an ASCII `filename` every browser reads, and the name in
 * its own script as `filename*` (RFC 6266) for those that read that.
 */
export const attachmentDisposition = (fileName: string, ascii = asciiFileName(fileName)): string =>
  `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName.normalize('NFC'))}`;
