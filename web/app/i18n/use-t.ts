import { createContext, useCallback, useContext } from "react";
import { DEFAULT_LOCALE, type Locale, type MessageKey, translate } from "@/i18n/messages";

export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** `t("nav.darshan")`, in the locale of the surrounding `LocaleContext`. */
export function useT() {
  const locale = useContext(LocaleContext);
  return useCallback(
    (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params),
    [locale],
  );
}

/** The locale of the surrounding `LocaleContext`: the page's language. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}
