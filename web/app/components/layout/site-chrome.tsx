import { type ReactNode, useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";
import { useT } from "@/i18n/use-t";
import { FloatingActions } from "./floating-actions";
import { Footer } from "./footer";
import { Header } from "./header";
import { MobileStrip } from "./mobile-strip";

/** Every new page opens at its top; going back keeps the browser's own scroll position. */
function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type !== "POP") window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname, type]);
}

export function SiteChrome({ children }: { children: ReactNode }) {
  const t = useT();
  useScrollToTopOnNavigate();
  return (
    <>
      <a className="skip-link" href="#main">
        {t("skip.toContent")}
      </a>
      <Header />
      <MobileStrip />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <FloatingActions />
    </>
  );
}
