import { branchRequired, marksOptionsFor } from '@abhyas/contracts';
import { CURRICULA, PREFERENCES } from '../../testing/paper-fixtures';
import {
  branchOptions,
  curriculumOptions,
  examTypeOptions,
  needsBranch,
  paperTypeOptions,
  subjectOptions,
  totalMarksOptions,
} from './paper-form.options';

const cbse = CURRICULA[0];

describe('marks options (spec §5)', () => {
  it('grow with the number of chapters or topics: 15, then up to 20, 30, 40, 50', () => {
    expect(marksOptionsFor(0)).toEqual([15]);
    expect(marksOptionsFor(1)).toEqual([15]);
    expect(marksOptionsFor(2)).toEqual([15, 20]);
    expect(marksOptionsFor(3)).toEqual([15, 20, 25, 30]);
    expect(marksOptionsFor(4)).toEqual([15, 20, 25, 30, 35, 40]);
    expect(marksOptionsFor(5)).toEqual([15, 20, 25, 30, 35, 40, 45, 50]);
    expect(marksOptionsFor(9)).toEqual(marksOptionsFor(5));
  });

  it('count chapters for chapter-wise papers and topics for topic-wise ones', () => {
    expect(
      totalMarksOptions({ paperType: 'chapter-wise', chapters: ['a', 'b'], topics: [] }),
    ).toEqual([15, 20]);
    expect(
      totalMarksOptions({ paperType: 'topic-wise', chapters: ['a'], topics: ['t1', 't2', 't3'] }),
    ).toEqual([15, 20, 25, 30]);
    expect(totalMarksOptions({ paperType: 'comprehensive', chapters: [], topics: [] })).toEqual([]);
  });
});

describe('the branch rule (spec §5)', () => {
  it('asks for a branch for Science from class 6 and Social Studies in class 4 and from 6', () => {
    expect(branchRequired('Science', 5)).toBe(false);
    expect(branchRequired('Science', 6)).toBe(true);
    expect(branchRequired('Social Studies', 4)).toBe(true);
    expect(branchRequired('Social Studies', 5)).toBe(false);
    expect(branchRequired('Social Studies', 6)).toBe(true);
    expect(branchRequired('Mathematics', 9)).toBe(false);
  });

  it('shows the branch select only where the rule applies and the syllabus has branches', () => {
    const branches = branchOptions(cbse, 6, 'Science');
    expect(branches).toEqual(['Physics', 'Biology']);
    expect(needsBranch('Science', 6, branches)).toBe(true);
    expect(needsBranch('Science', 6, [])).toBe(false);
    expect(needsBranch('Mathematics', 6, branchOptions(cbse, 6, 'Mathematics'))).toBe(false);
    expect(needsBranch('Science', null, branches)).toBe(false);
  });
});

describe("the parent's examination preferences", () => {
  const onlyCbse = {
    selectedTypes: ['CBSE', 'Olympiad'],
    selectedCurricula: ['CBSE', 'IMO'],
    selectedSubjects: ['Mathematics', 'Science'],
  };

  it('limit the examination types to those preferred that have a syllabus', () => {
    expect(examTypeOptions(PREFERENCES, CURRICULA)).toEqual(['CBSE', 'State', 'Olympiad']);
    expect(examTypeOptions(onlyCbse, CURRICULA)).toEqual(['CBSE', 'Olympiad']);
    expect(examTypeOptions({ ...onlyCbse, selectedCurricula: ['IMO'] }, CURRICULA)).toEqual([
      'Olympiad',
    ]);
  });

  it('limit the Olympiads and map the State Board to its syllabus', () => {
    expect(curriculumOptions('Olympiad', onlyCbse, CURRICULA).map((c) => c.value)).toEqual(['IMO']);
    expect(curriculumOptions('State', PREFERENCES, CURRICULA)).toEqual([
      { value: 'STATE-KA', label: 'Karnataka State Board' },
    ]);
    expect(curriculumOptions('', PREFERENCES, CURRICULA)).toEqual([]);
  });

  it('limit board subjects, each once, but keep subjects the preferences cannot name', () => {
    expect(subjectOptions('CBSE', cbse, 6, PREFERENCES)).toEqual([
      'Mathematics',
      'Science',
      'Social Studies',
      'English',
    ]);
    expect(subjectOptions('CBSE', cbse, 6, onlyCbse)).toEqual(['Mathematics', 'Science']);
    expect(subjectOptions('CBSE', cbse, 5, onlyCbse)).toEqual(['Mathematics', 'EVS']);
  });
});

describe('paperTypeOptions', () => {
  it('offers the board and Olympiad paper types of spec §9', () => {
    expect(paperTypeOptions('CBSE').map((type) => type.label)).toEqual([
      'Comprehensive',
      'Chapter-wise',
      'Topic-wise',
      'Revision Test',
    ]);
    expect(paperTypeOptions('Olympiad').map((type) => type.label)).toEqual([
      'Comprehensive',
      'Practice Test',
      'Mock Test',
    ]);
  });
});
