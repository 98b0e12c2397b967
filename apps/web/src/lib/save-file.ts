/** Saves `blob` as a file through the browser's download (a temporary object URL). */
export function saveFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the download has been handed its URL by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
