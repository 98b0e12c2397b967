import type { PaperListEntry, SavedPaper } from '@abhyas/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { QueryState } from '../../../components/QueryState';
import { SelectField } from '../../../components/SelectField';
import { creditsQueryKey } from '../../credits/api/credits-api';
import { useChildren } from '../../family/hooks/useChildren';
import { papersQueryKey } from '../api/papers-api';
import { usePaperList } from '../hooks/usePaperList';
import { filterBySubject, newestFirst, paperSubjects } from '../paper-list';
import { MODAL_CLOSE_REFRESH_MS } from '../papers.constants';
import { FamilyQuestionsPanel } from './FamilyQuestionsPanel';
import { GeneratePaperModal } from './GeneratePaperModal';
import { PaperListItem } from './PaperListItem';
import styles from './paper-list.module.css';
import { PrintPaperView } from './PrintPaperView';

interface ViewPapersProps {
  parentId: string;
  /** The child whose papers are listed (the header's student selector). */
  childId: string | null;
  onViewResults?: (entry: PaperListEntry) => void;
}

/** Spec §2 View Papers: one child's papers, newest first, each expandable, printable and downloadable. */
export function ViewPapers({ parentId, childId, onViewResults }: ViewPapersProps) {
  const queryClient = useQueryClient();
  const children = useChildren(parentId);
  const papers = usePaperList(parentId, childId);
  const [subject, setSubject] = useState('');
  const [printing, setPrinting] = useState<SavedPaper | null>(null);
  const [generating, setGenerating] = useState(false);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(refreshTimer.current ?? undefined), []);

  const child = children.data?.find((entry) => entry._id === childId);
  const entries = newestFirst(papers.data ?? []);
  const subjects = paperSubjects(entries);
  const shownSubject = subjects.includes(subject) ? subject : '';

  const closeModal = () => {
    setGenerating(false);
    refreshTimer.current = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: papersQueryKey(parentId) });
      void queryClient.invalidateQueries({ queryKey: creditsQueryKey(parentId) });
    }, MODAL_CLOSE_REFRESH_MS);
  };

  return (
    <section className={styles.panel} aria-labelledby="papers-heading" data-testid="view-papers">
      <div className={styles.toolbar}>
        <h2 id="papers-heading">{child ? `${child.name}'s papers` : 'Papers'}</h2>
        <div className={styles.toolbarActions}>
          {subjects.length > 1 ? (
            <SelectField
              id="papers-subject"
              label="Subject"
              placeholder="All subjects"
              options={subjects}
              value={shownSubject}
              onChange={(event) => setSubject(event.target.value)}
            />
          ) : null}
          <button
            type="button"
            className="button button--primary"
            onClick={() => setGenerating(true)}
          >
            Generate Paper
          </button>
        </div>
      </div>
      {childId === null ? (
        <p className="state-note">
          No students found.{' '}
          <Link to="/parent-dashboard" search={{ view: 'add-student' }}>
            Add a student
          </Link>{' '}
          to make papers for them.
        </p>
      ) : (
        <QueryState
          query={papers}
          loading="Loading papers..."
          errorText="Could not load the papers."
          isEmpty={(list) => list.length === 0}
          empty={<p className={styles.meta}>No papers found</p>}
        >
          {() => (
            <ul className={styles.list} aria-label="Papers, newest first">
              {filterBySubject(entries, shownSubject).map((entry) => (
                <PaperListItem
                  key={entry.paper._id}
                  entry={entry}
                  studentName={child?.name ?? ''}
                  onPrint={() => setPrinting(entry.paper)}
                  onViewResults={onViewResults}
                />
              ))}
            </ul>
          )}
        </QueryState>
      )}
      <FamilyQuestionsPanel parentId={parentId} />
      {printing ? (
        <PrintPaperView
          paper={printing}
          studentName={child?.name ?? ''}
          onClose={() => setPrinting(null)}
        />
      ) : null}
      {generating ? (
        <GeneratePaperModal parentId={parentId} studentId={childId} onClose={closeModal} />
      ) : null}
    </section>
  );
}
