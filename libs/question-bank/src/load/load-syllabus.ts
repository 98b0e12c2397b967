import path from 'node:path';
import {
  classSyllabusSchema,
  olympiadPatternSchema,
  type ClassSyllabus,
  type OlympiadPattern,
} from '../schema/syllabus.schema';
import { contentPath } from './content-paths';
import { ContentFileError, readYaml, yamlFilesUnder } from './read-yaml';

export interface LoadedSyllabus {
  classes: ClassSyllabus[];
  patterns: OlympiadPattern[];
}

/** `syllabus/<curriculum>/class-<n>.yaml` and `syllabus/<olympiad>/pattern.yaml`. */
export const loadSyllabus = (root = contentPath('syllabus')): LoadedSyllabus => {
  const classes: ClassSyllabus[] = [];
  const patterns: OlympiadPattern[] = [];
  for (const file of yamlFilesUnder(root)) {
    const name = path.basename(file);
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
  return { classes, patterns };
};
