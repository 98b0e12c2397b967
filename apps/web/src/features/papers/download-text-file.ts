import { saveFile } from '../../lib/save-file';

/** Saves `text` as a file through the browser's download. */
export function downloadTextFile(fileName: string, text: string): void {
  saveFile(fileName, new Blob([text], { type: 'text/plain;charset=utf-8' }));
}
