/** The progress views' fixed words (parent doc §2 empty states, student doc §8) and limits. */
export const PROGRESS_MESSAGES = {
  noTestData: 'No Test Data Yet',
  noRecentActivity: 'No recent activity to show.',
  noUpcomingTests: 'No upcoming tests scheduled.',
  noActivity: 'No Activity Yet',
  noTestResults: 'No Test Results Yet',
  generateFirstTest: 'Generate First Test',
  noDataAvailable: 'No Data Available',
  noStudents: 'No students found.',
  loading: 'Loading progress...',
  failedToLoad: 'Failed to fetch test attempts',
  failedToLoadUpcoming: 'Could not load the upcoming tests.',
} as const;

export const PROGRESS_RULES = {
  /** Parent doc §9: Recent Activity shows the first 3 items. */
  recentActivityItems: 3,
  /** Weekly Progress: four 7-day buckets, the last one ending today (India). */
  weeks: 4,
  daysPerWeek: 7,
  /** Parent doc §9: a topic averaging under this is a weak area to revise. */
  weakTopicBelow: 50,
} as const;
