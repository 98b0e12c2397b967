import {
  BOARD_CURRICULA,
  BOARD_NAMES,
  CREDIT_COSTS,
  indianDate,
  PAPER_RULES,
  type BankBoard,
  type FocusArea,
  type PracticePaperResponse,
  type practicePaperRequestSchema,
} from '@abhyas/contracts';
import type { Principal } from '@abhyas/runtime';
import type { z } from 'zod';
import { topFocusAreas, sameTopic, type PracticeArea } from '../domain/practice-paper.plan';
import type { BankGenerationHandler } from './bank-generation.handler';
import { generationIdFor } from './bank-generation.handler';
import type { BankIndex } from './bank-index';
import {
  PaperGenerationErrorCode,
  PaperGenerationException,
  paperGenerationErrors,
} from './paper-generation.exception';
import { buildPracticePaper, matchFocusAreas, type PracticePlace } from './practice-paper.builder';
import { paperIdFor, type PapersHandler } from './papers.handler';
import type { PaperWithTest, PapersRepository } from './papers.repository';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Titles tried with a number when the plain one is another paper's: "… (6 Dec 2026) #2". */
const TITLE_TRIES = 20;

const boardNameOf = (curriculum: string): string => {
  const board = (Object.keys(BOARD_CURRICULA) as BankBoard[]).find((b) =>
    (BOARD_CURRICULA[b] as readonly string[]).includes(curriculum),
  );
  return board ? BOARD_NAMES[board] : curriculum;
};

/** The day in India (where the family is), not in UTC: 01:20 IST on 7 Dec is "7 Dec". */
const dayOf = (iso: string): string => {
  const [year, month, day] = indianDate(new Date(iso)).split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
};

/** "Practice: Fractions, Decimals (6 Dec 2026)", the topics shortened to fit the title limit. */
export const practiceTitle = (topics: readonly string[], generatedAt: string, attempt = 1) => {
  const suffix = ` (${dayOf(generatedAt)})${attempt > 1 ? ` #${attempt}` : ''}`;
  const room = PAPER_RULES.maxTitleLength - 'Practice: '.length - suffix.length;
  const names = topics.join(', ');
  return `Practice: ${names.length > room ? `${names.slice(0, room - 1).trimEnd()}…` : names}${suffix}`;
};

/**
 * Where the child's focus areas were learnt: the curriculum, class and subject of the child's
 * own saved papers (the ones their tests, and so their learning needs, came from) whose
 * questions carry the focus topics, the place covering the most priority winning (newest paper
 * first on a tie). The browser's learning data is never asked.
 */
export const placeOfFocus = (
  areas: readonly PracticeArea[],
  papers: readonly PaperWithTest[],
): PracticePlace | undefined => {
  const scores = new Map<string, { place: PracticePlace; score: number }>();
  for (const { paper } of papers) {
    const topics = new Set(paper.questions.map((q) => q.topic));
    const score = areas
      .filter((a) => [...topics].some((t) => sameTopic(a, t)))
      .reduce((sum, a) => sum + a.priorityScore, 0);
    const key = `${paper.curriculum}|${paper.class}|${paper.subject}|${paper.branch ?? ''}`;
    const known = scores.get(key);
    scores.set(key, {
      place: {
        curriculum: paper.curriculum,
        class: paper.class,
        subject: paper.subject,
        ...(paper.branch ? { branch: paper.branch } : {}),
      },
      score: (known?.score ?? 0) + score,
    });
  }
  let best: { place: PracticePlace; score: number } | undefined;
  for (const entry of scores.values()) {
    if (entry.score > 0 && (!best || entry.score > best.score)) {
      best = entry;
    }
  }
  return best?.place;
};

/**
 * `POST /api/papers/generate-from-learning-needs`: a bank paper on the child's top 5 focus
 * areas, charged as bank generation (5 credits, through the bank handler's one charged path, so
 * the same request id twice is one paper and one charge) and saved for the child, so View
 * Papers lists it. Each focus area must be a bank topic of the child's own papers' subject.
 */
export class PracticePaperHandler {
  constructor(
    private readonly repository: PapersRepository,
    private readonly bank: BankIndex,
    private readonly generation: BankGenerationHandler,
    private readonly papers: PapersHandler,
  ) {}

  async generate(
    principal: Principal,
    body: z.output<typeof practicePaperRequestSchema>,
  ): Promise<PracticePaperResponse> {
    const parentId = principal.userId;
    const childId = body.studentId;
    const top = topFocusAreas(body.focusAreas.map(toArea));
    const place = placeOfFocus(top, await this.repository.papersOf(parentId, childId));
    const serving = place
      ? this.bank.serving(place.curriculum, place.class, place.subject, place.branch)
      : [];
    const matched = matchFocusAreas(top, serving);
    if (!place || matched.length === 0) {
      throw paperGenerationErrors.practiceNoMatchingTopics();
    }
    const generationId = generationIdFor(
      parentId,
      body.requestId ? `learning-needs|${body.requestId}` : undefined,
    );
    const recorded = await this.charged(() =>
      this.generation.produce({
        parentId,
        childId,
        generationId,
        prepare: () => ({
          description: `Practice paper from learning needs: ${place.subject} class ${place.class}`,
          boardName: boardNameOf(place.curriculum),
          choose: async (id) => {
            const ids = matched.flatMap((m) => m.pool.map((q) => q.question.id));
            const history = await this.repository.history(childId, ids);
            return buildPracticePaper(place, matched, history, id);
          },
        }),
      }),
    );
    const title = await this.save(principal, recorded.generationId, childId, (attempt) =>
      practiceTitle(recorded.chapter.split(', '), recorded.generatedAt, attempt),
    );
    const counts = new Map<string, number>();
    for (const q of recorded.questions) {
      counts.set(q.topic.toLowerCase(), (counts.get(q.topic.toLowerCase()) ?? 0) + 1);
    }
    return {
      success: true,
      paperId: paperIdFor(recorded.generationId),
      title,
      creditsUsed: CREDIT_COSTS.generatePaperFromBank,
      focusAreas: matched.map((m) => ({
        topic: m.pool[0].topicName,
        subTopic: m.area.subTopic,
        section: m.area.section,
        questions: recorded.questions.filter(
          (q) => q.topic.toLowerCase() === m.pool[0].topicName.toLowerCase(),
        ).length,
      })),
    };
  }

  /** The bank handler's refusals, said as the spec says them for practice papers. */
  private async charged<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof PaperGenerationException) {
        if (error.code === PaperGenerationErrorCode.NotEnoughQuestions) {
          const { required, available } = error.fields as { required: number; available: number };
          throw paperGenerationErrors.practiceNotEnoughQuestions(required, available);
        }
        if (error.code === PaperGenerationErrorCode.GenerationFailed) {
          throw paperGenerationErrors.practiceServerError();
        }
      }
      throw error;
    }
  }

  /**
   * Saves the generation for the child once (a retried request finds it saved); a title another
   * paper already has gets the next number.
   */
  private async save(
    principal: Principal,
    generationId: string,
    childId: string,
    titleFor: (attempt: number) => string,
  ): Promise<string> {
    const saved = await this.repository.paper(paperIdFor(generationId));
    if (saved) {
      return saved.title;
    }
    for (let attempt = 1; ; attempt++) {
      const title = titleFor(attempt);
      try {
        await this.papers.save(principal, {
          parentId: principal.userId,
          student: childId,
          generationId,
          title,
        });
        return title;
      } catch (error) {
        const taken =
          error instanceof PaperGenerationException &&
          error.code === PaperGenerationErrorCode.DuplicateTitle;
        if (!taken || attempt >= TITLE_TRIES) {
          throw error;
        }
        const raced = await this.repository.paper(paperIdFor(generationId));
        if (raced) {
          return raced.title;
        }
      }
    }
  }
}

const toArea = (focus: FocusArea): PracticeArea => ({
  topic: focus.topic,
  subTopic: focus.subTopic,
  section: focus.section,
  priorityScore: focus.priorityScore,
  ...(focus.masteryLifetime !== undefined ? { masteryLifetime: focus.masteryLifetime } : {}),
});
