import { FieldError } from '../../../components/FieldError';
import { SelectField } from '../../../components/SelectField';
import { chapterChoice, chaptersRequired } from '../paper-form';
import { fieldError, type PaperFormBinding } from './paper-form-binding';
import styles from './papers.module.css';

const chapterLabel = (chapter: { number?: number; name: string }) =>
  chapter.number === undefined ? chapter.name : `${chapter.number}. ${chapter.name}`;

/** One chapter (topic-wise, practice) from a select, or several (chapter-wise, revision) as checkboxes. */
export function ChapterPicker({
  binding,
  loading,
}: {
  binding: PaperFormBinding;
  loading: boolean;
}) {
  const { form, options, edit, disabled } = binding;
  const choice = chapterChoice(form);
  if (choice === 'none') {
    return null;
  }
  const optional = chaptersRequired(form) ? '' : ' (optional)';
  const waiting = loading ? 'Loading chapters...' : 'Choose class and subject first';
  if (choice === 'one') {
    return (
      <SelectField
        id="paper-chapter"
        label={`Chapter${optional}`}
        placeholder={options.chapters.length === 0 ? waiting : 'Select chapter'}
        options={options.chapters.map((chapter) => ({
          value: chapter.id,
          label: chapterLabel(chapter),
        }))}
        value={form.chapters[0] ?? ''}
        disabled={disabled || options.chapters.length === 0}
        onChange={(event) =>
          edit({ type: 'chapters', chapters: event.target.value ? [event.target.value] : [] })
        }
        {...fieldError(binding, 'chapters', 'paper-chapter')}
      />
    );
  }
  const error = fieldError(binding, 'chapters', 'paper-chapters');
  return (
    <fieldset
      className={styles.checkGroup}
      aria-describedby={error.error ? error.errorId : undefined}
    >
      <legend>
        Chapters <span className={styles.legendNote}>({form.chapters.length} chosen)</span>
      </legend>
      {options.chapters.length === 0 ? (
        <p className={styles.muted}>{waiting}</p>
      ) : (
        <div className={styles.checkList} data-testid="chapter-list">
          {options.chapters.map((chapter) => (
            <label key={chapter.id} className="checkbox">
              <input
                type="checkbox"
                checked={form.chapters.includes(chapter.id)}
                disabled={disabled}
                onChange={() =>
                  edit({
                    type: 'chapters',
                    chapters: form.chapters.includes(chapter.id)
                      ? form.chapters.filter((id) => id !== chapter.id)
                      : [...form.chapters, chapter.id],
                  })
                }
              />
              <span>{chapterLabel(chapter)}</span>
            </label>
          ))}
        </div>
      )}
      <FieldError id={error.errorId} message={error.error} />
    </fieldset>
  );
}
