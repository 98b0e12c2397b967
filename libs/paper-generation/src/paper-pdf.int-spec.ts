import { PAPER_ROUTES, serviceTopic, type GeneratedPaper } from '@abhyas/contracts';
import { internalAuthKey, principalHeaders, type Principal } from '@abhyas/runtime';
import { childAddedMessage, eventually, pdfTextOf, testDatabases } from '@abhyas/testing';
import {
  asParent,
  asStudent,
  ReservationLedger,
  TEST_ENV,
  usePaperGeneration,
} from '../testing/paper-generation-test-client';
import { ANSWER_KEY_HEADING } from './infrastructure/pdf/paper-pdf.renderer';
import { class8MathsChapterWise } from '../testing/paper-forms';

const meera = asParent('parent-meera');
const ravi = asParent('parent-ravi');

describe.each(testDatabases())('a saved paper as a PDF on $engine', (factory) => {
  const ledger = new ReservationLedger({ 'parent-meera': 50, 'parent-ravi': 50 });
  const { suite, call } = usePaperGeneration(factory, { services: ledger });
  /** The PDF's bytes as sent (the signed caller parses JSON). */
  const download = async (paperId: string, as?: Principal) => {
    const fastify = suite.service.service.app.getHttpAdapter().getInstance();
    const response = await fastify.inject({
      method: 'GET',
      url: PAPER_ROUTES.pdf(paperId),
      headers: as ? principalHeaders(as, internalAuthKey(TEST_ENV)!) : {},
    });
    return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
  };
  let paperId = '';

  beforeAll(async () => {
    await suite.service.bus.publish(serviceTopic('identity'), [
      childAddedMessage('child-asha', 'parent-meera'),
      childAddedMessage('child-kiran', 'parent-ravi'),
    ]);
    await eventually(async () => {
      expect(
        (await call('GET', '/api/papers/parent-meera/child/child-asha', { as: meera })).status,
      ).toBe(200);
    });
    const generated = await call<{ paper: GeneratedPaper }>(
      'POST',
      '/api/question-bank/cbse/generate-paper',
      {
        as: meera,
        body: class8MathsChapterWise({
          studentId: 'child-asha',
          requestId: 'pdf-paper-0001',
          generationType: 'question_bank',
        }),
      },
    );
    expect(generated.status).toBe(200);
    const saved = await call<{ paperId: string }>('POST', '/api/papers/save-paper', {
      as: meera,
      body: {
        parentId: 'parent-meera',
        student: 'child-asha',
        generationId: generated.body.paper.generationId,
        title: 'Cubes, for Friday',
      },
    });
    expect(saved.status).toBe(200);
    paperId = saved.body.paperId;
  });

  it('gives the owner the paper, then the answer key from a page of its own', async () => {
    const pdf = await download(paperId, meera);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="Mathematics_A_Square_and_A_Cube_A_Story_of_Numbers.pdf"; filename*=UTF-8''Mathematics_A_Square_and_A_Cube_A_Story_of_Numbers.pdf`,
    );
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, pageTexts } = await pdfTextOf(pdf.bytes);
    expect(pages).toBeGreaterThan(1);
    expect(pageTexts[0]).toContain('Cubes, for Friday');
    expect(pageTexts[0]).toContain('Maximum marks: 20');
    const key = pageTexts.findIndex((text) => text.startsWith(ANSWER_KEY_HEADING));
    expect(key).toBeGreaterThan(0);
    expect(pageTexts.slice(0, key).join('\n')).not.toContain(ANSWER_KEY_HEADING);
  });

  it('renders the same bytes on every download of the same paper', async () => {
    const first = await download(paperId, meera);
    const again = await download(paperId, meera);
    expect(again.bytes.equals(first.bytes)).toBe(true);
  });

  it('refuses another parent and an unknown paper alike (404), a student (403) and nobody (401)', async () => {
    const other = await download(paperId, ravi);
    expect(other.status).toBe(404);
    expect(JSON.parse(other.bytes.toString())).toMatchObject({ message: 'Paper not found' });
    expect((await download('paper-nobody-knows', meera)).status).toBe(404);
    expect((await download(paperId, asStudent('child-asha', 'parent-meera'))).status).toBe(403);
    expect((await download(paperId)).status).toBe(401);
  });
});
