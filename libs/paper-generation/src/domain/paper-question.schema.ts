/** The paper shapes are a contract: test-attempt keeps the same snapshot it grades against. */
export {
  storedPaperQuestion as paperQuestionSchema,
  storedPaperSection as paperSectionSchema,
  storedPaperShape as paperShapeSchema,
  type PaperShape,
} from '@abhyas/contracts';
