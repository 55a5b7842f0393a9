import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { CertificateBrand } from './certificate-brand';

/** What a certificate's PDF states. */
export type CertificateContent = {
  learnerName: string;
  courseTitle: string;
  issuedAt: Date;
  verificationUrl: string;
};

// A4 landscape, in points.
const WIDTH = 842;
const HEIGHT = 595;
const MARGIN = 36;
const TEXT_WIDTH = WIDTH - 2 * (MARGIN + 48);
const INK = rgb(0.07, 0.09, 0.15);
const MUTED = rgb(0.29, 0.33, 0.39);

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function colour(hex: string): RGB {
  const [r, g, b] = channels(hex);
  return rgb(r / 255, g / 255, b / 255);
}

/** WCAG's contrast of a colour against white paper. */
function contrastOnWhite(hex: string): number {
  const linear = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!;
  return 1.05 / (luminance + 0.05);
}

/**
 * The text as the standard fonts can print it (WinAnsi): accents they lack are dropped
 * ("Ł" stays, "ő" becomes "o"), anything else becomes "?". pdf-lib would throw instead.
 */
function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text]
    .map((character) => {
      if (known.has(character.codePointAt(0)!)) return character;
      const bare = character.normalize('NFKD').replace(/\p{M}/gu, '');
      return [...bare].every((each) => known.has(each.codePointAt(0)!)) ? bare : '?';
    })
    .join('');
}

/** Draws one line centred on the page, shrunk to fit the text column. */
function centred(
  page: PDFPage,
  font: PDFFont,
  text: string,
  options: { y: number; size: number; color: RGB },
) {
  const line = printable(font, text);
  const natural = font.widthOfTextAtSize(line, options.size);
  const size = natural > TEXT_WIDTH ? (options.size * TEXT_WIDTH) / natural : options.size;
  const width = font.widthOfTextAtSize(line, size);
  page.drawText(line, { x: (WIDTH - width) / 2, y: options.y, size, font, color: options.color });
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A certificate of completion as a one-page PDF in the university's brand: its colours
 * (frame and bands; the headline in the primary colour when that reads on white), its logo
 * (PNG or JPEG) and product name, the learner, the course, the date and the verification
 * link. Built with pdf-lib's standard fonts, so nothing is fetched or read from disk.
 */
export async function certificatePdf(
  brand: CertificateBrand,
  content: CertificateContent,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const title = `Certificate of Completion: ${content.courseTitle}`;
  pdf.setTitle(title);
  pdf.setAuthor(brand.productName);
  pdf.setSubject(`${content.learnerName}, ${content.courseTitle}`);
  pdf.setCreator(brand.productName);
  pdf.setProducer(brand.productName);
  pdf.setCreationDate(content.issuedAt);
  pdf.setModificationDate(content.issuedAt);

  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([WIDTH, HEIGHT]);
  const primary = colour(brand.primary);

  // The frame: a band of the primary colour, a line of the secondary, one of the accent.
  page.drawRectangle({ x: 0, y: 0, width: WIDTH, height: HEIGHT, color: primary });
  page.drawRectangle({
    x: MARGIN / 2,
    y: MARGIN / 2,
    width: WIDTH - MARGIN,
    height: HEIGHT - MARGIN,
    color: rgb(1, 1, 1),
    borderColor: colour(brand.secondary),
    borderWidth: 3,
  });
  page.drawRectangle({
    x: MARGIN,
    y: MARGIN,
    width: WIDTH - 2 * MARGIN,
    height: HEIGHT - 2 * MARGIN,
    borderColor: colour(brand.accent),
    borderWidth: 1,
  });

  // The logo and the product name, centred at the top.
  let top = HEIGHT - MARGIN - 24;
  if (brand.logo) {
    const image =
      brand.logo.type === 'png'
        ? await pdf.embedPng(brand.logo.bytes)
        : await pdf.embedJpg(brand.logo.bytes);
    const scaled = image.scaleToFit(220, 56);
    top -= scaled.height;
    page.drawImage(image, {
      x: (WIDTH - scaled.width) / 2,
      y: top,
      width: scaled.width,
      height: scaled.height,
    });
    top -= 22;
  } else {
    top -= 14;
  }
  centred(page, bold, brand.productName, { y: top, size: 16, color: INK });

  const headline = contrastOnWhite(brand.primary) >= 4.5 ? primary : INK;
  centred(page, bold, 'Certificate of Completion', { y: 380, size: 36, color: headline });
  centred(page, regular, 'This certifies that', { y: 340, size: 14, color: MUTED });
  centred(page, bold, content.learnerName, { y: 298, size: 30, color: INK });
  centred(page, regular, 'has completed the course', { y: 262, size: 14, color: MUTED });
  centred(page, bold, content.courseTitle, { y: 226, size: 22, color: INK });
  centred(page, regular, `${brand.universityName}, ${dateFormat.format(content.issuedAt)}`, {
    y: 186,
    size: 13,
    color: INK,
  });
  page.drawLine({
    start: { x: WIDTH / 2 - 120, y: 160 },
    end: { x: WIDTH / 2 + 120, y: 160 },
    thickness: 1,
    color: colour(brand.accent),
  });
  centred(page, regular, 'Anyone can check this certificate at', {
    y: 118,
    size: 10,
    color: MUTED,
  });
  centred(page, regular, content.verificationUrl, { y: 102, size: 10, color: INK });

  return pdf.save();
}
