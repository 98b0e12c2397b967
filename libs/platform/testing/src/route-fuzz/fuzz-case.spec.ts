import fc from 'fast-check';
import { z } from 'zod';
import { encodeText } from './fuzz-case';
import { withOneHostileValue } from './hostile-values';
import { arbitraryFromSchema } from './schema-arbitrary';

describe('the route fuzzer’s generators', () => {
  it('percent-encodes text as UTF-8, and a lone surrogate as the bytes a careless client sends', () => {
    expect(encodeText('a b/é😀\ud800-_.~')).toBe('a%20b%2F%C3%A9%F0%9F%98%80%ED%A0%80-_.~');
  });

  it('generates values that pass refinements the JSON Schema cannot show, from the leaf’s own schema', () => {
    const schema = z.object({
      board: z.string().refine((value) => value === 'cbse' || value === 'icse', {
        message: 'board must be one of cbse, icse',
      }),
      marks: z.number().int().min(15).max(100),
      chapters: z.array(z.string().min(1).max(20)).max(3).optional(),
    });
    const samples = fc.sample(arbitraryFromSchema(schema, { known: ['p-1'] }), {
      seed: 1,
      numRuns: 200,
    });
    const valid = samples.filter((sample) => schema.safeParse(sample).success);
    expect(valid.length).toBeGreaterThan(150);
  });

  it('spoils exactly one place of a valid value, leaving the rest as it was', () => {
    const valid = { name: 'Asha', child: { class: 'Class 8', subjects: ['Maths'] } };
    for (const spoiled of fc.sample(withOneHostileValue(valid), { seed: 2, numRuns: 200 })) {
      expect(spoiled).not.toEqual(valid);
      const unchanged = [
        (spoiled as typeof valid).name === 'Asha',
        JSON.stringify((spoiled as typeof valid).child) === JSON.stringify(valid.child),
      ];
      expect(unchanged.filter(Boolean).length).toBeGreaterThanOrEqual(
        typeof spoiled === 'object' && spoiled !== null && 'name' in spoiled ? 1 : 0,
      );
    }
  });
});
