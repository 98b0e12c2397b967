import { paperSavedV1 } from '@abhyas/contracts';
import { defineStream, publish } from '@abhyas/event-store/domain';
import { paperDecider } from './paper.decider';
import { paperEvents } from './paper.events';

/**
 * A saved paper (`paper-<paperId>`). `PaperSaved` leaves the service without answer keys
 * (core-loop.md: test-attempt fetches the keyed snapshot once, when it schedules a test).
 */
export const paperStream = defineStream({
  type: 'paper',
  events: paperEvents,
  decider: paperDecider,
  publishes: {
    PaperSaved: (data) =>
      publish(paperSavedV1, data.parentId, {
        paperId: data.paperId,
        parentId: data.parentId,
        childId: data.childId,
        title: data.title,
        curriculum: data.curriculum,
        class: data.class,
        subject: data.subject,
        chapter: data.chapter,
        totalMarks: data.totalMarks,
        timeDuration: data.timeDuration,
        questionCount: data.questions.length,
        savedAt: data.savedAt,
      }),
  },
});
