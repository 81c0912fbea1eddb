import { ThemeAndDirection } from '../theme/ThemeAndDirection.tsx';
import { GlobalErrorScreen } from './GlobalErrorScreen.tsx';

/** The global error screen with its own theme: it may replace the whole tree, providers included. */
export default function ThemedGlobalErrorScreen({ onTryAgain }: { onTryAgain: () => void }) {
  return (
    <ThemeAndDirection>
      <GlobalErrorScreen onTryAgain={onTryAgain} />
    </ThemeAndDirection>
  );
}
