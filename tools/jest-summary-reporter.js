// Writes each project's counts to tmp/test-reports so `npm test` can print one closing line.
const fs = require('node:fs');
const path = require('node:path');

class JestSummaryReporter {
  constructor(_globalConfig, options) {
    this.name = options.name;
  }

  onRunComplete(_contexts, results) {
    const dir = path.join(__dirname, '..', 'tmp', 'test-reports');
    const file = path.join(dir, `${this.name}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const skipped = [];
    for (const file of results.testResults) {
      for (const t of file.testResults) {
        if (t.status === 'pending' || t.status === 'skipped') skipped.push(t.fullName);
      }
    }
    fs.writeFileSync(
      file,
      JSON.stringify({
        passed: results.numPassedTests,
        failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
        skipped: results.numPendingTests + results.numTodoTests,
        skippedNames: skipped,
      }),
    );
  }
}

module.exports = JestSummaryReporter;
