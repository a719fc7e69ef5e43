// Loaded only when the admin asks for the PDF: @react-pdf/renderer is large, and no visitor needs
// it (the published PDF is a static file). The same drawing code and fonts as Publish.
import regularUrl from '@fontsource/inter/files/inter-latin-400-normal.woff?url';
import boldUrl from '@fontsource/inter/files/inter-latin-700-normal.woff?url';
import type { CvModel } from '@portfolio/model/cv';
import { renderCvPdf } from '@portfolio/site-render/cv-pdf';

async function bytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Draws the CV and saves it under the name the published PDF is downloaded with. */
export async function downloadCvPdf(cv: CvModel): Promise<void> {
  const [regular, bold] = await Promise.all([bytes(regularUrl), bytes(boldUrl)]);
  const pdf = await renderCvPdf(cv, { regular, bold });
  const url = URL.createObjectURL(new Blob([pdf.slice()], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = cv.pdfFileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
