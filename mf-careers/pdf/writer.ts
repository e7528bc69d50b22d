/**
 * A small document writer over pdf-lib: a branded first page, headings, wrapped paragraphs,
 * bullet lists and fillable fields, flowing onto new pages, with page numbers in the footer.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { wrapText } from './layout';

const PAGE_WIDTH = 612; // US Letter, in points
const PAGE_HEIGHT = 792;
const MARGIN = 56;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER_SPACE = 48;
const BAND_HEIGHT = 78;

const BRAND = rgb(15 / 255, 76 / 255, 117 / 255);
const ACCENT = rgb(19 / 255, 115 / 255, 128 / 255);
const TEXT = rgb(29 / 255, 43 / 255, 54 / 255);
const MUTED = rgb(74 / 255, 90 / 255, 102 / 255);
const WHITE = rgb(1, 1, 1);
const FIELD_BACKGROUND = rgb(238 / 255, 248 / 255, 248 / 255);

interface DocumentHeader {
  /** Shown large on the first page and as the document title. */
  title: string;
  /** What kind of document this is, such as 'Position description'. */
  kind: string;
  subject: string;
  practiceName: string;
  tagline: string;
}

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  private fieldCount = 0;

  private constructor(
    private readonly document: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly header: DocumentHeader,
  ) {}

  static async create(header: DocumentHeader): Promise<PdfWriter> {
    const document = await PDFDocument.create();
    document.setTitle(`${header.title} | ${header.practiceName}`, { showInWindowTitleBar: true });
    document.setSubject(header.subject);
    document.setAuthor(header.practiceName);
    document.setCreator(`${header.practiceName} careers`);
    document.setLanguage('en-US');
    const writer = new PdfWriter(
      document,
      await document.embedFont(StandardFonts.Helvetica),
      await document.embedFont(StandardFonts.HelveticaBold),
      header,
    );
    writer.startFirstPage();
    return writer;
  }

  heading(text: string): void {
    this.gap(14);
    this.lines(text, this.bold, 13, BRAND, 17, 40);
    this.rule(ACCENT, 1.2);
    this.gap(6);
  }

  paragraph(text: string, { muted = false }: { muted?: boolean } = {}): void {
    this.lines(text, this.regular, 10.5, muted ? MUTED : TEXT, 15);
    this.gap(4);
  }

  bullets(items: string[]): void {
    for (const item of items) {
      const wrapped = wrapText(item, this.regular, 10.5, CONTENT_WIDTH - 16);
      this.ensureSpace(Math.min(wrapped.length, 2) * 15);
      this.page.drawCircle({ x: MARGIN + 4, y: this.y - 7.5, size: 2, color: ACCENT });
      for (const line of wrapped) {
        this.ensureSpace(15);
        this.text(line, MARGIN + 16, this.regular, 10.5, TEXT);
        this.y -= 15;
      }
      this.gap(3);
    }
  }

  /** A labelled, fillable single-line text field. */
  field(label: string): void {
    const labelLines = wrapText(label, this.bold, 9.5, CONTENT_WIDTH);
    this.ensureSpace(labelLines.length * 13 + 28);
    this.lines(label, this.bold, 9.5, TEXT, 13);
    const height = 20;
    const field = this.document.getForm().createTextField(`field-${(this.fieldCount += 1)}`);
    field.addToPage(this.page, {
      x: MARGIN,
      y: this.y - height,
      width: CONTENT_WIDTH,
      height,
      font: this.regular,
      borderColor: MUTED,
      borderWidth: 0.75,
      backgroundColor: FIELD_BACKGROUND,
    });
    field.setFontSize(10);
    this.y -= height + 10;
  }

  async save(): Promise<Uint8Array> {
    const pages = this.document.getPages();
    pages.forEach((page, index) => this.footer(page, index + 1, pages.length));
    return this.document.save();
  }

  private startFirstPage(): void {
    this.page = this.document.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    const top = PAGE_HEIGHT - BAND_HEIGHT;
    this.page.drawRectangle({ x: 0, y: top, width: PAGE_WIDTH, height: BAND_HEIGHT, color: BRAND });
    this.page.drawText(this.header.practiceName.toUpperCase(), {
      x: MARGIN,
      y: top + 42,
      size: 18,
      font: this.bold,
      color: WHITE,
    });
    this.page.drawText(this.header.tagline, {
      x: MARGIN,
      y: top + 22,
      size: 9.5,
      font: this.regular,
      color: WHITE,
    });
    const kind = this.header.kind.toUpperCase();
    this.page.drawText(kind, {
      x: PAGE_WIDTH - MARGIN - this.bold.widthOfTextAtSize(kind, 9.5),
      y: top + 42,
      size: 9.5,
      font: this.bold,
      color: WHITE,
    });
    this.y = top - 36;
    this.lines(this.header.title, this.bold, 22, BRAND, 27);
    this.gap(10);
  }

  private addPage(): void {
    this.page = this.document.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  /** Starts a new page unless `height` more points fit above the footer. */
  private ensureSpace(height: number): void {
    if (this.y - height < FOOTER_SPACE + 12) this.addPage();
  }

  private gap(points: number): void {
    this.y -= points;
  }

  /** Wrapped text; `keepWithNext` reserves room so a heading never ends a page. */
  private lines(
    text: string,
    font: PDFFont,
    size: number,
    color: ReturnType<typeof rgb>,
    lineHeight: number,
    keepWithNext = 0,
  ): void {
    const wrapped = wrapText(text, font, size, CONTENT_WIDTH);
    this.ensureSpace(lineHeight + keepWithNext);
    for (const line of wrapped) {
      this.ensureSpace(lineHeight);
      this.text(line, MARGIN, font, size, color);
      this.y -= lineHeight;
    }
  }

  private text(
    line: string,
    x: number,
    font: PDFFont,
    size: number,
    color: ReturnType<typeof rgb>,
  ): void {
    // Text sits on its baseline; `y` is the top of the line.
    this.page.drawText(line, { x, y: this.y - size, size, font, color });
  }

  private rule(color: ReturnType<typeof rgb>, thickness: number): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 1 },
      end: { x: PAGE_WIDTH - MARGIN, y: this.y + 1 },
      thickness,
      color,
    });
  }

  private footer(page: PDFPage, number: number, total: number): void {
    const left = `${this.header.practiceName} | ${this.header.kind}: ${this.header.title}`;
    const right = `Page ${number} of ${total}`;
    const size = 8.5;
    page.drawLine({
      start: { x: MARGIN, y: FOOTER_SPACE - 8 },
      end: { x: PAGE_WIDTH - MARGIN, y: FOOTER_SPACE - 8 },
      thickness: 0.5,
      color: MUTED,
    });
    page.drawText(left, {
      x: MARGIN,
      y: FOOTER_SPACE - 22,
      size,
      font: this.regular,
      color: MUTED,
    });
    page.drawText(right, {
      x: PAGE_WIDTH - MARGIN - this.regular.widthOfTextAtSize(right, size),
      y: FOOTER_SPACE - 22,
      size,
      font: this.regular,
      color: MUTED,
    });
  }
}
