import { attachmentDisposition, hasIndic, transliterateIndic } from '@abhyas/runtime/pdf';

/** The name as a plain ASCII slug: Indic transliterated, accents dropped, the rest a dash. */
const slugOf = (name: string): string =>
  (hasIndic(name) ? transliterateIndic(name) : name)
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'child';

/** `Content-Disposition` of a report download: the child's name as a slug, and in its own script. */
export const reportContentDisposition = (name: string, from: string, to: string): string => {
  const period = `${from}-to-${to}`;
  return attachmentDisposition(
    `abhyas-report-${name.normalize('NFC')}-${period}.pdf`,
    `abhyas-report-${slugOf(name)}-${period}.pdf`,
  );
};
