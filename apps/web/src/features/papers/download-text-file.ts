/** Saves `text` as a file through the browser's download (a temporary object URL). */
export function downloadTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
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
