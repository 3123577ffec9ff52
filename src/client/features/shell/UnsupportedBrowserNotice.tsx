// Spec section 1: old browsers see "Váš prohlížeč není podporován nebo aktualizován." with a
// note. The server decides from the User-Agent (domain unsupportedBrowserId) and renders the
// notice into the HTML, so it shows even where our JavaScript cannot run; hydration agrees
// because the decision travels in the page context.
import { UNSUPPORTED_BROWSER_TEXT } from '../../domain';
import { useAppContext } from '../../app-context';
import { messages } from '../../messages';
import { Icon } from '../../ui/Icon';

export function UnsupportedBrowserNotice() {
  const { unsupportedBrowser } = useAppContext();
  if (!unsupportedBrowser) return null;
  return (
    <div className="unsupported-browser" role="alert" data-browser={unsupportedBrowser}>
      <Icon name="alert" />
      <div>
        <p className="unsupported-browser__title">{UNSUPPORTED_BROWSER_TEXT}</p>
        <p className="unsupported-browser__note">{messages.shell.unsupportedNote}</p>
      </div>
    </div>
  );
}
