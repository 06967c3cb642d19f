/**
 * The files the widget gives the visitor to download, kept for the test: jsdom has
 * no object URLs and does not follow a download link, so the blobs and the file names
 * the links ask for are collected here instead.
 */
export function captureDownloads(): { blobs: Blob[]; fileNames: string[] } {
  const blobs: Blob[] = [];
  const fileNames: string[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:download-${blobs.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    fileNames.push(this.download);
  });
  return { blobs, fileNames };
}
