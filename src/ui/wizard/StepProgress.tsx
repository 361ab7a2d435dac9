import { Trans, useLingui } from '@lingui/react/macro';
import { sameProgress } from '../../domain/capture-progress';
import { domainMessage } from '../../domain/i18n/lookup';
import { selectProgress } from '../../machines/wizard/selectors';
import { WizardFlow } from './wizard-context';
import * as styles from './step-progress.css';

/**
 * The step counter above each counted step: "Step 3 of 8: Employment Details" as text (what a
 * screen reader reads), a bar of the steps for the eye, and every step's name on request.
 */
export function StepProgress() {
  const progress = WizardFlow.useSelector(selectProgress, sameProgress);
  const { t, i18n } = useLingui();
  if (!progress) return null;
  const { number, total } = progress;
  const name = i18n._(domainMessage(progress.name));
  return (
    <div className={styles.progress}>
      <p className={styles.counter}>{t`Step ${number} of ${total}: ${name}`}</p>
      <ol className={styles.bar} aria-hidden="true">
        {progress.steps.map((entry, index) => (
          <li
            key={entry.step}
            className={index < progress.number ? styles.segmentReached : styles.segment}
          />
        ))}
      </ol>
      <details className={styles.all}>
        <summary>
          <Trans>All steps</Trans>
        </summary>
        <ol className={styles.names}>
          {progress.steps.map((entry, index) => (
            <li
              key={entry.step}
              aria-current={index + 1 === progress.number ? 'step' : undefined}
              className={index + 1 === progress.number ? styles.currentName : undefined}
            >
              {i18n._(domainMessage(entry.name))}
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}
