import { useSearchParams } from "react-router";
import { type Locale } from "@/i18n/locales";
import { editorLocale } from "./translation";

/**
 * The language an editor edits, kept in its address (`?lang=kn`, none for English) so that a reload or a
 * shared link opens the same language, and the way to choose another (replacing the history entry).
 */
export function useEditorLocale(): [Locale, (next: Locale) => void] {
  const [search, setSearch] = useSearchParams();
  const choose = (next: Locale) =>
    setSearch(
      (params) => {
        if (next === "en") params.delete("lang");
        else params.set("lang", next);
        return params;
      },
      { replace: true },
    );
  return [editorLocale(search), choose];
}
