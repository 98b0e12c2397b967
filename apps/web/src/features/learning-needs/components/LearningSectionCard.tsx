import type { LearningSection } from '@abhyas/contracts';
import { useId, useState, type CSSProperties } from 'react';
import {
  masteryView,
  SECTION_LOOK,
  shownLists,
  SKILL_LISTS,
  startsExpanded,
} from '../learning-needs-view';
import styles from './learning-needs.module.css';
import { SkillCard } from './SkillCard';

/** One section (S1 to S4): its header toggles the four lists; open when it has focus skills. */
export function LearningSectionCard({ section }: { section: LearningSection }) {
  const [open, setOpen] = useState(() => startsExpanded(section));
  const listsId = useId();
  const look = SECTION_LOOK[section.sectionId];
  const lists = shownLists(section);
  const mastery = masteryView(section.overallMastery);
  return (
    <section
      className={styles.section}
      style={{ '--section-color': look.color } as CSSProperties}
      data-testid={`learning-section-${section.sectionId}`}
    >
      <button
        type="button"
        className={styles.sectionToggle}
        aria-expanded={open}
        aria-controls={listsId}
        onClick={() => setOpen((was) => !was)}
      >
        <span className={styles.sectionIcon} aria-hidden="true">
          {look.icon}
        </span>
        <span className={styles.sectionTitle}>
          <h3>
            {section.sectionId} · {section.sectionName}
          </h3>
          <p>{section.description}</p>
        </span>
        <span className={styles.sectionMastery}>
          <strong>{mastery.percent}%</strong>
          {mastery.band.label}
        </span>
        <span className={open ? styles.chevronOpen : styles.chevron} aria-hidden="true">
          ▶
        </span>
      </button>
      {open ? (
        <div className={styles.lists} id={listsId}>
          {SKILL_LISTS.map(({ list, title, hint }) => (
            <div key={list} data-testid={`skill-list-${list}`}>
              <h4>
                {title} ({lists[list].length})
              </h4>
              {lists[list].length > 0 ? (
                <ul className={styles.skills}>
                  {lists[list].map((skill) => (
                    <SkillCard key={`${skill.topic}|${skill.subTopic}`} skill={skill} />
                  ))}
                </ul>
              ) : (
                <p className={styles.none}>None yet. {hint}</p>
              )}
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}
