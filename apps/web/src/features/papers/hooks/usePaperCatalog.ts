import {
  DEFAULT_EXAMINATION_PREFERENCES,
  type ChildSummary,
  type ExaminationPreferences,
  type SyllabusView,
} from '@abhyas/contracts';
import { useQuery } from '@tanstack/react-query';
import { useChildren } from '../../family/hooks/useChildren';
import { examinationPreferencesQueryOptions } from '../../settings/api/settings-api';
import { curriculaQueryOptions, syllabusQueryOptions } from '../api/syllabus-api';
import type { PaperForm } from '../paper-form';
import { resolvePaperForm, type ResolvedPaperForm } from '../resolve-paper-form';

export interface PaperCatalogState extends ResolvedPaperForm {
  children: ChildSummary[];
  preferences: ExaminationPreferences;
  /** The syllabus of the chosen curriculum and class, once loaded. */
  syllabus: SyllabusView | undefined;
  /** Preferences and syllabus list have loaded: the selects can be filled. */
  ready: boolean;
  failed: boolean;
  syllabusLoading: boolean;
  retry: () => void;
}

/**
 * Everything the selects are fed from, and the form resolved against it: first against the
 * curricula (which gives curriculum and class), then against that class's syllabus (chapters).
 */
export function usePaperCatalog(parentId: string, raw: PaperForm): PaperCatalogState {
  const preferences = useQuery(examinationPreferencesQueryOptions(parentId));
  const curricula = useQuery(curriculaQueryOptions());
  const children = useChildren(parentId);
  const catalog = {
    preferences: preferences.data ?? DEFAULT_EXAMINATION_PREFERENCES,
    curricula: curricula.data ?? [],
    studentIds: children.data?.map((child) => child._id),
  };
  const outline = resolvePaperForm(raw, catalog).form;
  const syllabus = useQuery({
    ...syllabusQueryOptions(outline.curriculum, outline.class ?? 0),
    enabled: outline.curriculum !== '' && outline.class !== null,
  });
  const resolved = resolvePaperForm(raw, { ...catalog, syllabus: syllabus.data });
  return {
    ...resolved,
    children: children.data ?? [],
    preferences: catalog.preferences,
    syllabus: outline.class === null ? undefined : syllabus.data,
    ready: preferences.isSuccess && curricula.isSuccess,
    failed: preferences.isError || curricula.isError,
    syllabusLoading: syllabus.isFetching && !syllabus.data,
    retry: () => {
      void preferences.refetch();
      void curricula.refetch();
    },
  };
}
