import { decodePDFRawStream, PDFArray, PDFDocument, type PDFPage, PDFRawStream } from 'pdf-lib';

/** The content streams of one page, decoded (pdf-lib writes them Flate-compressed). */
const contentsOf = (doc: PDFDocument, page: PDFPage): string[] => {
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return refs.map((ref) => {
    const stream = doc.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) {
      return '';
    }
    return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
  });
};

/**
 * A PDF read back with pdf-lib: every page's drawn strings, one per line, as the standard fonts
 * encode them (WinAnsi, written by pdf-lib as hex strings before `Tj`); `pageTexts` holds each
 * page's alone, so a test can say what starts a page.
 */
export const pdfTextOf = async (
  bytes: Uint8Array,
): Promise<{ pages: number; text: string; pageTexts: string[] }> => {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const pageTexts = doc.getPages().map((page) => {
    const lines: string[] = [];
    for (const content of contentsOf(doc, page)) {
      for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        lines.push(Buffer.from(match[1], 'hex').toString('latin1'));
      }
    }
    return lines.join('\n');
  });
  return { pages: doc.getPageCount(), text: pageTexts.join('\n'), pageTexts };
};
