import { type FormName, formCodeFile } from '../domain/form-code.ts';
import { whenSettled } from './idle.ts';

let lists: Promise<Partial<Record<FormName, string[]>>> | undefined;

/** The build's list of each form's files; none when it cannot be had (offline already). */
function formCodeLists(): Promise<Partial<Record<FormName, string[]>>> {
  lists ??= fetch(`/${formCodeFile}`)
    .then((response) => (response.ok ? response.json() : {}))
    .catch((error: unknown) => {
      // Offline already: the form's code loads when reached, and says so if it cannot.
      console.info('The form code could not be fetched ahead:', error);
      lists = undefined;
      return {};
    });
  return lists;
}

/**
 * Once the page has settled, asks the browser to fetch the code `form` needs (and the outbox's)
 * into its cache, at the lowest priority and without running it: a visitor who reads the page,
 * loses the connection, then fills the form in still has it kept on the device. What the page
 * already loaded is not asked for again.
 */
export async function prefetchFormCode(form: FormName): Promise<void> {
  await whenSettled();
  const files = (await formCodeLists())[form] ?? [];
  const present = new Set(
    [...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[href], script[src]')]
      .map((element) => ('href' in element ? element.href : element.src))
      .map((url) => new URL(url, document.baseURI).pathname),
  );
  for (const file of files) {
    const path = `/${file}`;
    if (present.has(path)) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = file.endsWith('.css') ? 'style' : 'script';
    link.href = path;
    document.head.append(link);
  }
}
