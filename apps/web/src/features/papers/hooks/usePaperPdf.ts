import { paperFileName, type SavedPaper } from '@abhyas/contracts';
import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../../lib/save-file';
import { papersApi } from '../api/papers-api';
import { paperPdfFailureMessage } from '../paper-pdf';

/** Download PDF: the server renders the paper with its answer key on pages of its own. */
export function usePaperPdf(paper: Pick<SavedPaper, '_id' | 'subject' | 'chapter'>) {
  const download = useMutation({
    mutationFn: async () => {
      const pdf = await papersApi.downloadPdf(paper._id);
      saveFile(paperFileName(paper.subject, paper.chapter, 'pdf'), pdf);
    },
  });
  return {
    download: () => download.mutate(),
    busy: download.isPending,
    error: download.isError ? paperPdfFailureMessage(download.error) : null,
  };
}
