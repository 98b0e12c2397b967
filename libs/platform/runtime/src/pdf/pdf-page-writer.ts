import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { pdfSafeText } from './pdf-safe-text';

/** A4 in points, with the margins every page keeps. */
export const PAGE = { width: 595.28, height: 841.89, margin: 48 };
export const INK = {
  text: rgb(0.13, 0.15, 0.2),
  muted: rgb(0.42, 0.45, 0.5),
  line: rgb(0.85, 0.87, 0.9),
};

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: ReturnType<typeof rgb>;
}

/**
 * Writes top to bottom with a cursor and starts a new page when the next line would not fit:
 * the report's sections only say what to write. Every string passes `pdfSafeText` first, so
 * whatever a name or a topic holds, drawing never throws.
 */
export class PdfPageWriter {
  page!: PDFPage;
  y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly encodable: ReadonlySet<number>,
  ) {
    this.newPage();
  }

  static async create(doc: PDFDocument): Promise<PdfPageWriter> {
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return new PdfPageWriter(doc, regular, bold, new Set(regular.getCharacterSet()));
  }

  get contentWidth(): number {
    return PAGE.width - 2 * PAGE.margin;
  }

  safe(text: string): string {
    return pdfSafeText(text, this.encodable);
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Room for `height` more points on this page, or a new page. */
  ensure(height: number): void {
    if (this.y - height < PAGE.margin) {
      this.newPage();
    }
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** One line at `x` (from the left margin), clipped to `maxWidth` with an ellipsis. */
  textAt(text: string, x: number, style: TextStyle = {}, maxWidth?: number): void {
    const size = style.size ?? 10;
    const font = style.bold ? this.bold : this.regular;
    let line = this.safe(text);
    if (maxWidth !== undefined && font.widthOfTextAtSize(line, size) > maxWidth) {
      while (line.length > 1 && font.widthOfTextAtSize(`${line}...`, size) > maxWidth) {
        line = line.slice(0, -1);
      }
      line = `${line}...`;
    }
    this.page.drawText(line, {
      x: PAGE.margin + x,
      y: this.y - size,
      size,
      font,
      color: style.color ?? INK.text,
    });
  }

  /** A full line, then the cursor moves below it. */
  line(text: string, style: TextStyle = {}): void {
    const size = style.size ?? 10;
    this.ensure(size * 1.5);
    this.textAt(text, 0, style, this.contentWidth);
    this.gap(size * 1.5);
  }

  /** A paragraph wrapped to the content width (from `indent`, keeping `right` points free). */
  paragraph(text: string, style: TextStyle = {}, indent = 0, right = 0): void {
    const size = style.size ?? 10;
    const width = this.contentWidth - indent - right;
    for (const wrapped of this.wrap(text, style, indent, right)) {
      this.ensure(size * 1.4);
      this.textAt(wrapped, indent, style, width);
      this.gap(size * 1.4);
    }
  }

  /** The height `paragraph` would take with the same arguments, to keep a block on one page. */
  paragraphHeight(text: string, style: TextStyle = {}, indent = 0, right = 0): number {
    return this.wrap(text, style, indent, right).length * (style.size ?? 10) * 1.4;
  }

  private wrap(text: string, style: TextStyle, indent: number, right: number): string[] {
    const size = style.size ?? 10;
    const font = style.bold ? this.bold : this.regular;
    const width = this.contentWidth - indent - right;
    let current = '';
    const lines: string[] = [];
    for (const word of this.safe(text).split(' ')) {
      const next = current ? `${current} ${word}` : word;
      if (current && font.widthOfTextAtSize(next, size) > width) {
        lines.push(current);
        current = word;
      } else {
        current = next;
      }
    }
    if (current) {
      lines.push(current);
    }
    return lines;
  }

  heading(text: string): void {
    this.ensure(40);
    this.gap(10);
    this.textAt(text, 0, { size: 13, bold: true });
    this.gap(18);
    this.rule();
  }

  rule(): void {
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.5,
      color: INK.line,
    });
    this.gap(8);
  }

  /** A row of cells at fixed column offsets (from the left margin). */
  row(cells: readonly string[], columns: readonly number[], style: TextStyle = {}): void {
    const size = style.size ?? 9;
    this.ensure(size * 1.6);
    cells.forEach((cell, i) => {
      const width = (columns[i + 1] ?? this.contentWidth) - columns[i] - 6;
      this.textAt(cell, columns[i], { ...style, size }, width);
    });
    this.gap(size * 1.6);
  }
}
