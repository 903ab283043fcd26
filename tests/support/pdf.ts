/** A printed page read back: the text of each sheet and the typefaces it is set in (pdf.js). */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PrintedDocument {
  /** Each sheet's text, its runs joined by spaces and white space collapsed. */
  sheets: string[];
  /** The PostScript names of the fonts the text is set in, subset prefixes dropped: "AtkinsonHyperlegibleNext-Regular". */
  fonts: Set<string>;
}

export async function readPdf(bytes: Buffer): Promise<PrintedDocument> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const sheets: string[] = [];
  const fonts = new Set<string>();
  for (let number = 1; number <= document.numPages; number += 1) {
    const sheet = await document.getPage(number);
    const content = await sheet.getTextContent();
    sheets.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    // The fonts' names are known once the sheet's drawing operations have been read.
    await sheet.getOperatorList();
    for (const id of Object.keys(content.styles)) {
      const font = sheet.commonObjs.get(id) as { name?: string } | undefined;
      if (font?.name !== undefined) fonts.add(font.name.replace(/^[A-Z]{6}\+/, ''));
    }
  }
  await document.destroy();
  return { sheets, fonts };
}
