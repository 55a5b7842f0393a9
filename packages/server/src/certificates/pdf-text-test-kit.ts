import { PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';

/**
 * A PDF loaded back with pdf-lib, and whether its pages draw a line of text. pdf-lib writes a
 * standard font's text as hex (WinAnsi, one byte a character), so the text is looked for in
 * that form in the decoded page content.
 */
export async function readPdf(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const content = pdf
    .getPages()
    .map((page) => {
      const stream = page.node.Contents();
      const streams = stream && 'asArray' in stream ? stream.asArray() : [stream];
      return streams
        .map((ref) => pdf.context.lookup(ref))
        .filter((each): each is PDFRawStream => each instanceof PDFRawStream)
        .map((raw) => Buffer.from(decodePDFRawStream(raw).decode()).toString('latin1'))
        .join('\n');
    })
    .join('\n');
  return {
    pdf,
    draws: (text: string) =>
      content.includes(`<${Buffer.from(text, 'latin1').toString('hex').toUpperCase()}>`),
  };
}
