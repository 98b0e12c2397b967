import path from 'node:path';
import {
  classSyllabusSchema,
  generatorChaptersFileSchema,
  olympiadPatternSchema,
  type ClassSyllabus,
  type GeneratorChapter,
  type OlympiadPattern,
} from '../schema/syllabus.schema';
import { contentPath } from './content-paths';
import { ContentFileError, readYaml, yamlFilesUnder } from './read-yaml';

export interface LoadedSyllabus {
  classes: ClassSyllabus[];
  patterns: OlympiadPattern[];
  /** Which generators top up which maths chapter (`generator-chapters.yaml`). */
  generatorChapters: GeneratorChapter[];
}

/**
 * `syllabus/<curriculum>/class-<n>.yaml`, `syllabus/<olympiad>/pattern.yaml` and
 * `syllabus/generator-chapters.yaml`.
 */
export const loadSyllabus = (root = contentPath('syllabus')): LoadedSyllabus => {
  const classes: ClassSyllabus[] = [];
  const patterns: OlympiadPattern[] = [];
  const generatorChapters: GeneratorChapter[] = [];
  for (const file of yamlFilesUnder(root)) {
    const name = path.basename(file);
    if (name === 'generator-chapters.yaml') {
      generatorChapters.push(...readYaml(file, generatorChaptersFileSchema).entries);
      continue;
    }
    if (name === 'pattern.yaml') {
      patterns.push(readYaml(file, olympiadPatternSchema));
      continue;
    }
    const syllabus = readYaml(file, classSyllabusSchema);
    if (name !== `class-${syllabus.class}.yaml`) {
      throw new ContentFileError(
        file,
        `names class ${syllabus.class}: call it class-${syllabus.class}.yaml`,
      );
    }
    classes.push(syllabus);
  }
  return { classes, patterns, generatorChapters };
};
