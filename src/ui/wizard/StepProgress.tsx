import { sameProgress } from '../../domain/capture-progress';
import { selectProgress } from '../../machines/wizard/selectors';
import { progressText } from '../kit/draft-text';
import { WizardFlow } from './wizard-context';
import * as styles from './step-progress.css';

/**
 * The step counter above each counted step: "Step 3 of 8: Employment Details" as text (what a
 * screen reader reads), a bar of the steps for the eye, and every step's name on request.
 */
export function StepProgress() {
  const progress = WizardFlow.useSelector(selectProgress, sameProgress);
  if (!progress) return null;
  return (
    <div className={styles.progress}>
      <p className={styles.counter}>{progressText(progress)}</p>
      <ol className={styles.bar} aria-hidden="true">
        {progress.steps.map((entry, index) => (
          <li
            key={entry.step}
            className={index < progress.number ? styles.segmentReached : styles.segment}
          />
        ))}
      </ol>
      <details className={styles.all}>
        <summary>All steps</summary>
        <ol className={styles.names}>
          {progress.steps.map((entry, index) => (
            <li
              key={entry.step}
              aria-current={index + 1 === progress.number ? 'step' : undefined}
              className={index + 1 === progress.number ? styles.currentName : undefined}
            >
              {entry.name}
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}
