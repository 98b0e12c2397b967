import { asciiFileName, attachmentDisposition } from './attachment-disposition';

describe('a download’s Content-Disposition', () => {
  it('names the file in ASCII and in its own script', () => {
    expect(attachmentDisposition('गणित_भिन्न.pdf')).toBe(
      `attachment; filename="Ganit_Bhinn.pdf"; filename*=UTF-8''${encodeURIComponent('गणित_भिन्न.pdf')}`,
    );
    expect(asciiFileName('Science_Light (Ch 1)’s.pdf')).toBe('Science_Light_Ch_1_s.pdf');
  });

  it('keeps an ASCII name given by the caller and escapes what RFC 5987 leaves out', () => {
    expect(attachmentDisposition("a'b(c).pdf", 'plain.pdf')).toBe(
      `attachment; filename="plain.pdf"; filename*=UTF-8''a%27b%28c%29.pdf`,
    );
  });
});
