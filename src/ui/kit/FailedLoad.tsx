import { Trans } from '@lingui/react/macro';
import { Button } from './Button';
import { MessageLine } from './MessageLine';

export interface FailedLoadProps {
  /** The failure's sentence (the chart's, from src/machines/failure.ts). */
  message: string;
  /** Sends the chart its retry event (`list.retry`, `load.retry`…). */
  onRetry: () => void;
}

/** What a screen shows when its load failed: the sentence, and Try again (the list chart's `failed`). */
export function FailedLoad({ message, onRetry }: FailedLoadProps) {
  return (
    <>
      <MessageLine tone="error">{message}</MessageLine>
      <Button variant="outline" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </>
  );
}
