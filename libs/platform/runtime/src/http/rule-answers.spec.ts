import { RuleViolation } from '@abhyas/event-store/domain';
import { ruleAnswers } from './rule-answers';
import { ServiceException } from './service.exception';

enum ShelfRule {
  Full = 'FULL',
  Missing = 'MISSING',
}

class ShelfRuleViolation extends RuleViolation<ShelfRule> {}

class LostRace extends Error {}

const full = () => new ServiceException('SHELF_FULL', 409, 'The shelf is full.');
const missing = () => new ServiceException('NOT_FOUND', 404, 'No such book.');
const busy = () => new ServiceException('BUSY', 503, 'Try again.');

const shelf = ruleAnswers(
  ShelfRuleViolation,
  { [ShelfRule.Full]: full, [ShelfRule.Missing]: missing },
  (error) => (error instanceof LostRace ? busy() : undefined),
);

describe('ruleAnswers', () => {
  it('answers each rule with its own exception', () => {
    expect(shelf.translate(new ShelfRuleViolation(ShelfRule.Full))).toEqual(full());
    expect(shelf.translate(new ShelfRuleViolation(ShelfRule.Missing))).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
  });

  it('answers the other errors it is told about, and passes anything else through', () => {
    expect(shelf.translate(new LostRace())).toMatchObject({ code: 'BUSY', status: 503 });
    const unrelated = new Error('disk on fire');
    expect(shelf.translate(unrelated)).toBe(unrelated);
  });

  it('guards work: its result, or the translated error thrown', async () => {
    await expect(shelf.guard(async () => 42)).resolves.toBe(42);
    await expect(
      shelf.guard(async () => {
        throw new ShelfRuleViolation(ShelfRule.Full);
      }),
    ).rejects.toMatchObject({ code: 'SHELF_FULL', status: 409, name: 'ServiceException' });
  });

  it('names violations after their class and keeps the rule as their code', () => {
    const violation = new ShelfRuleViolation(ShelfRule.Missing);
    expect([violation.name, violation.rule, violation.code, violation.message]).toEqual([
      'ShelfRuleViolation',
      'MISSING',
      'MISSING',
      'MISSING',
    ]);
  });
});
