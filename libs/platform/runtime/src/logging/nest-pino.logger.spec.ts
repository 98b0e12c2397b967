import { createLogger } from './create-logger';
import { NestPinoLogger } from './nest-pino.logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({
    service: 'gateway',
    level: 'trace',
    destination: { write: (line: string) => lines.push(JSON.parse(line)) },
  });
  return { nest: new NestPinoLogger(logger), lines };
}

describe('NestPinoLogger', () => {
  it('maps Nest levels and reads the trailing context', () => {
    const { nest, lines } = capture();

    nest.log('Mapped {/health, GET} route', 'RouterExplorer');
    nest.verbose('detail');

    expect(lines[0]).toMatchObject({
      level: 'info',
      msg: 'Mapped {/health, GET} route',
      context: 'RouterExplorer',
      service: 'gateway',
    });
    expect(lines[1]).toMatchObject({ level: 'trace', msg: 'detail' });
  });

  it('keeps the stack and context Nest passes with errors', () => {
    const { nest, lines } = capture();
    const stack = 'Error: boom\n    at handler (file.ts:1:1)';

    nest.error('boom', stack, 'ExceptionsHandler');

    expect(lines[0]).toMatchObject({
      level: 'error',
      msg: 'boom',
      stack,
      context: 'ExceptionsHandler',
    });
  });

  it('serialises Error and object messages', () => {
    const { nest, lines } = capture();

    nest.fatal(new Error('db gone'));
    nest.warn({ attemptId: 'a-1', msg: 'late submit' });

    expect(lines[0]).toMatchObject({ level: 'fatal', msg: 'db gone', err: { message: 'db gone' } });
    expect(lines[1]).toMatchObject({ level: 'warn', attemptId: 'a-1', msg: 'late submit' });
  });
});
