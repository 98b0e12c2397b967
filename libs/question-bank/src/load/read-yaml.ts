import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';

/** Every `*.yaml` below a folder, sorted, so loads are reproducible. */
export const yamlFilesUnder = (folder: string): string[] => {
  if (!fs.existsSync(folder)) {
    return [];
  }
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => path.join(folder, file))
    .sort();
};

export class ContentFileError extends Error {
  constructor(
    readonly file: string,
    detail: string,
  ) {
    super(`${file}: ${detail}`);
  }
}

/** Parses and validates one content file; the error names the file and each failing path. */
export const readYaml = <T extends z.ZodType>(file: string, schema: T): z.infer<T> => {
  let raw: unknown;
  try {
    raw = parse(fs.readFileSync(file, 'utf8'), { uniqueKeys: true });
  } catch (error) {
    throw new ContentFileError(file, `not valid YAML: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 10)
      .map((issue) => `  at ${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('\n');
    throw new ContentFileError(file, `does not match its schema:\n${issues}`);
  }
  return parsed.data;
};
